import { choicesText } from "~/features/catalogue/dish-options";
import { useEffect, useState } from "react";
import { formatIndianMobile } from "~/features/accounts/phone";
import { discountLines } from "~/features/pricing/pricing";
import { Price } from "~/ui/Price";
import { VegMark } from "~/ui/VegMark";
import type { Order } from "./orders.server";
import { countdownText, DISPLAY_LABELS, displayStatus, estimatedDelivery, isActive } from "./order-status";

const STATUS_STYLES = {
  scheduled: "bg-violet-100 text-violet-950",
  preparing: "bg-amber-100 text-amber-950",
  on_the_way: "bg-blue-100 text-blue-950",
  delivered: "bg-green-100 text-green-950",
  cancelled: "bg-gray-200 text-gray-900",
} as const;

/** `scheduled`: the order waits for its delivery slot (Order.scheduled). */
export function StatusBadge({ status, scheduled = false }: { status: string; scheduled?: boolean }) {
  const display = displayStatus(status, scheduled);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[display]}`}>
      {DISPLAY_LABELS[display]}
    </span>
  );
}

/**
 * Time left until the estimate: correct as rendered by the server, ticking each minute with JavaScript. A
 * scheduled order shows its slot instead.
 */
export function DeliveryCountdown({
  order,
  renderedAt,
}: {
  order: Pick<Order, "createdAt" | "status" | "deliveryMinutes" | "scheduledFor" | "slot">;
  renderedAt: string;
}) {
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration the browser's clock replaces the server's time (rendering it earlier would not match the server's HTML)
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!isActive(order.status)) return null;
  if (order.slot)
    return (
      <p className="text-sm text-gray-800">
        Delivery slot: <strong>{order.slot.text}</strong>
      </p>
    );
  return (
    <p className="text-sm text-gray-800">
      Estimated delivery: <strong>{countdownText(estimatedDelivery(order), now)}</strong>
    </p>
  );
}

export function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="divide-y divide-gray-200">
      {order.items.map((item, index) => (
        <li key={index} className="flex items-center justify-between gap-3 py-2">
          <span>
            <span className="flex items-center gap-2">
              <VegMark veg={item.isVeg} />
              {item.quantity} × {item.name}
            </span>
            {item.choices.length > 0 ? (
              <span className="block pl-6 text-sm text-gray-800">{choicesText(item.choices)}</span>
            ) : null}
          </span>
          <Price paise={item.unitPricePaise * item.quantity} />
        </li>
      ))}
    </ul>
  );
}

export function BillSummary({ order }: { order: Order }) {
  const rows: [string, number][] = [
    ["Subtotal", order.subtotalPaise],
    ...discountLines(order),
    [
      order.deliveryFeePaise === 0 && order.offerText ? `Delivery fee (${order.offerText})` : "Delivery fee",
      order.deliveryFeePaise,
    ],
    ["Service fee", order.serviceFeePaise],
    ["Tax (8%)", order.taxPaise],
  ];
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, paise]) => (
        <div key={label} className="flex justify-between">
          <dt>{label}</dt>
          <dd>
            {paise < 0 ? (
              <>
                −<Price paise={-paise} />
              </>
            ) : (
              <Price paise={paise} />
            )}
          </dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-gray-200 pt-1 font-bold">
        <dt>Total</dt>
        <dd>
          <Price paise={order.totalPaise} />
        </dd>
      </div>
    </dl>
  );
}

export function DeliveryInfo({ order }: { order: Order }) {
  const a = order.address;
  return (
    <div className="space-y-1 text-sm [overflow-wrap:anywhere]">
      <p>
        {[a.line1, a.line2].filter(Boolean).join(", ")}, {a.city}, {a.state} {a.zipCode}
      </p>
      {order.slot ? null : <p>Estimated at checkout: {order.estimateText}</p>}
      {order.contactPhone ? <p>Contact: {formatIndianMobile(order.contactPhone)}</p> : null}
      {order.instructions ? <p>Instructions: {order.instructions}</p> : null}
      {order.noContact ? <p>No-contact delivery</p> : null}
      <p>
        Payment: {order.paymentMethod} · {order.paymentStatus}
      </p>
      {order.driver ? (
        <p>
          Driver: {order.driver.name}, {order.driver.phone}
        </p>
      ) : isActive(order.status) ? (
        <p>A delivery partner will be assigned when your food is ready.</p>
      ) : null}
      {order.cancellationReason ? <p>Cancellation reason: {order.cancellationReason}</p> : null}
    </div>
  );
}
