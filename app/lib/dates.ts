const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** A moment as people in India read it: "22 Nov 2026, 4:30 pm" (India Standard Time, whatever the server's zone). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
