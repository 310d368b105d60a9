import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

/** Where this device remembers its choice and the tickets it printed (the printer is the device's). */
const settingKey = (restaurantId: string) => `cravings:auto-print:${restaurantId}`;
const printedKey = (restaurantId: string) => `cravings:printed:${restaurantId}`;
/** The tickets remembered as printed: enough for a day's new orders, never growing without end. */
const REMEMBERED = 200;

function remembered(restaurantId: string): string[] {
  try {
    return JSON.parse(localStorage.getItem(printedKey(restaurantId)) ?? "[]") as string[];
  } catch {
    return [];
  }
}

/**
 * With JavaScript, a switch this device remembers: "Print new tickets automatically". While on, each order
 * that arrives in New from then on has its kitchen ticket printed once (from a frame out of sight, through the
 * browser's print; Chrome started with `--kiosk-printing` prints without asking). Without JavaScript the
 * switch is not offered: each order's ticket page prints with the browser's Print command.
 */
export function AutoPrintTickets({ restaurantId, newOrderIds }: { restaurantId: string; newOrderIds: string[] }) {
  const { t } = useT("partners");
  const hydrated = useHydrated();
  // Read while hydrating (nothing shows it until then, so the server's page matches).
  const [on, setOn] = useState(
    () => typeof localStorage !== "undefined" && localStorage.getItem(settingKey(restaurantId)) === "on",
  );
  const [printing, setPrinting] = useState<string | null>(null);
  const queue = useRef<string[]>([]);

  useEffect(() => {
    if (!on) return;
    const printed = remembered(restaurantId);
    const fresh = newOrderIds.filter((id) => !printed.includes(id) && !queue.current.includes(id));
    if (fresh.length === 0) return;
    localStorage.setItem(printedKey(restaurantId), JSON.stringify([...printed, ...fresh].slice(-REMEMBERED)));
    queue.current.push(...fresh);
    setPrinting((current) => current ?? queue.current.shift() ?? null);
  }, [on, newOrderIds, restaurantId]);

  const switchTo = (next: boolean) => {
    localStorage.setItem(settingKey(restaurantId), next ? "on" : "off");
    // Orders already waiting when it is switched on are not printed: only those that arrive from now on.
    if (next) {
      const printed = remembered(restaurantId);
      const waiting = newOrderIds.filter((id) => !printed.includes(id));
      localStorage.setItem(printedKey(restaurantId), JSON.stringify([...printed, ...waiting].slice(-REMEMBERED)));
    }
    setOn(next);
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
              // The browser's print returns once the ticket is sent (or its dialog closed): then the next one.
              event.currentTarget.contentWindow?.print();
              setPrinting(queue.current.shift() ?? null);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
