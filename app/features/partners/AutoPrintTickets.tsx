import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

/** Where this device remembers its choice and the tickets it printed (the printer is the device's). */
const settingKey = (restaurantId: string) => `cravings:auto-print:${restaurantId}`;
const printedKey = (restaurantId: string) => `cravings:printed:${restaurantId}`;
/** The tickets remembered as printed: enough for a day's new orders, never growing without end. */
const REMEMBERED = 200;

/** The device's storage; a browser that refuses it (private modes, blocked site data) has the switch off. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered: the switch works until the page is left.
  }
}

function printedTickets(restaurantId: string): string[] {
  try {
    return JSON.parse(read(printedKey(restaurantId)) ?? "[]") as string[];
  } catch {
    return [];
  }
}

function rememberPrinted(restaurantId: string, orderIds: string[]): void {
  const printed = printedTickets(restaurantId);
  write(
    printedKey(restaurantId),
    JSON.stringify([...printed, ...orderIds.filter((id) => !printed.includes(id))].slice(-REMEMBERED)),
  );
}

/**
 * With JavaScript, a switch this device remembers: "Print new tickets automatically". While on, each order
 * that arrives in New from then on has its kitchen ticket printed once (from a frame out of sight, through
 * the browser's print; Chrome started with `--kiosk-printing` prints without asking). A ticket counts as
 * printed once its page was printed, so one still queued when the page is left prints on the next visit.
 * Without JavaScript the switch is not offered: each order's ticket page prints with the browser's command.
 */
export function AutoPrintTickets({ restaurantId, newOrderIds }: { restaurantId: string; newOrderIds: string[] }) {
  const { t } = useT("partners");
  const hydrated = useHydrated();
  // Read while hydrating (nothing shows it until then, so the server's page matches).
  const [on, setOn] = useState(() => typeof window !== "undefined" && read(settingKey(restaurantId)) === "on");
  const [printing, setPrinting] = useState<string | null>(null);
  /** Queued or printing now: not queued again when the orders page refreshes meanwhile. */
  const pending = useRef<string[]>([]);

  useEffect(() => {
    if (!on) return;
    const printed = printedTickets(restaurantId);
    const fresh = newOrderIds.filter((id) => !printed.includes(id) && !pending.current.includes(id));
    if (fresh.length === 0) return;
    pending.current.push(...fresh);
    setPrinting((current) => current ?? pending.current[0] ?? null);
  }, [on, newOrderIds, restaurantId]);

  const switchTo = (next: boolean) => {
    write(settingKey(restaurantId), next ? "on" : "off");
    // Orders already waiting when it is switched on are not printed: only those that arrive from now on.
    if (next) rememberPrinted(restaurantId, newOrderIds);
    setOn(next);
  };

  const printed = (orderId: string) => {
    rememberPrinted(restaurantId, [orderId]);
    pending.current = pending.current.filter((id) => id !== orderId);
    setPrinting(pending.current[0] ?? null);
  };

  if (!hydrated) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="inline-flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={on} onChange={(event) => switchTo(event.currentTarget.checked)} />
        {t("Print new tickets automatically")}
      </label>
      {printing ? (
        // Out of sight and out of the keyboard's and screen readers' way: only the printer sees it.
        <div inert className="fixed top-0 -left-[9999px]">
          <iframe
            key={printing}
            title={t("Ticket being printed")}
            src={`/partner/${restaurantId}/orders/${printing}/ticket`}
            data-testid="printing-ticket"
            width="320"
            height="480"
            onLoad={(event) => {
              const frame = event.currentTarget.contentWindow;
              // Only the ticket itself is printed (not a sign-in or error page the frame may have met).
              if (frame?.document.querySelector(".kitchen-ticket")) {
                // The browser's print returns once the ticket is sent (or its dialog closed): then the next one.
                frame.print();
                printed(printing);
              } else {
                pending.current = pending.current.filter((id) => id !== printing);
                setPrinting(pending.current[0] ?? null);
              }
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
