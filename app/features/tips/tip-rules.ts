import { TIPS } from "~/features/pricing/pricing-config";

/** Whether a customer may tip an order online now, after its delivery: once, within a day of it. */
export type TipAfterDelivery = { ok: true } | { ok: false; code: "not-delivered" | "already-tipped" | "too-late" };

export function tipAfterDelivery(
  order: { status: string; deliveredAt: string | null; extraTipPaise: number },
  now: Date,
): TipAfterDelivery {
  if (order.status !== "Delivered" || !order.deliveredAt) return { ok: false, code: "not-delivered" };
  if (order.extraTipPaise > 0) return { ok: false, code: "already-tipped" };
  if (now.getTime() - Date.parse(order.deliveredAt) > TIPS.afterDeliveryHours * 3_600_000)
    return { ok: false, code: "too-late" };
  return { ok: true };
}

/** A tip in cash the rider records at the door: empty for none, else whole rupees from ₹1 to the most one may tip. */
export function cashTipPaise(typed: string | undefined): { ok: true; paise: number } | { ok: false } {
  const text = (typed ?? "").trim();
  if (text === "") return { ok: true, paise: 0 };
  const rupees = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
  return rupees >= 1 && rupees * 100 <= TIPS.maxPaise ? { ok: true, paise: rupees * 100 } : { ok: false };
}

/** What the gateway's checkout said of a tip payment, as the order page's `?tip=` carries it back. */
export type TipReturn = "verifying" | "not-paid" | null;

/** `?tip=` read: "paid" needs no words (the tip given is shown), anything but "verifying" was not paid. */
export function tipReturn(param: string | null): TipReturn {
  if (param === null || param === "paid") return null;
  return param === "verifying" ? "verifying" : "not-paid";
}
