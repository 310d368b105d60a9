import { choicesText } from "~/features/catalogue/dish-options";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatIndianMobile } from "~/features/accounts/phone";
import { stateText } from "~/features/addresses/addresses-words";
import { distanceText, minutesText } from "~/features/catalogue/delivery-estimate";
import { Price } from "~/ui/Price";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import { slotText } from "./delivery-slots";
import type { Order } from "./orders.server";
import { paymentText } from "./order-text";
import { countdownText, displayStatus, displayStatusText, estimatedDelivery, isActive } from "./order-status";

const STATUS_STYLES = {
  scheduled: "bg-violet-100 text-violet-950",
  preparing: "bg-amber-100 text-amber-950",
  on_the_way: "bg-blue-100 text-blue-950",
  delivered: "bg-green-100 text-green-950",
  cancelled: "bg-gray-200 text-gray-900",
} as const;

/** `scheduled`: the order waits for its delivery slot (Order.scheduled). */
export function StatusBadge({ status, scheduled = false }: { status: string; scheduled?: boolean }) {
  const { t } = useT("orders");
  const display = displayStatus(status, scheduled);
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[display]}`}>
      {displayStatusText(display, t)}
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
  order: Pick<Order, "createdAt" | "status" | "deliveryMinutes" | "scheduledFor">;
  renderedAt: string;
}) {
  const { t, language } = useT("orders");
  const [now, setNow] = useState(() => new Date(renderedAt));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration the browser's clock replaces the server's time (rendering it earlier would not match the server's HTML)
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  if (!isActive(order.status)) return null;
  if (order.scheduledFor)
    return (
      <p className="text-sm text-gray-800">
        {t("Delivery slot:")} <strong>{slotText(order.scheduledFor, language)}</strong>
      </p>
    );
  return (
    <p className="text-sm text-gray-800">
      {t("Estimated delivery:")} <strong>{countdownText(estimatedDelivery(order), now, t)}</strong>
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

export function DeliveryInfo({ order }: { order: Order }) {
  const { t } = useT("orders");
  const a = order.address;
  return (
    <div className="space-y-1 text-sm [overflow-wrap:anywhere]">
      <p>
        {[a.line1, a.line2].filter(Boolean).join(", ")}, {a.city}, {stateText(a.state, t)} {a.zipCode}
      </p>
      {order.scheduledFor ? null : (
        <p>
          {order.distanceKm === null
            ? t("Estimated at checkout: {time}", { time: minutesText({ minutes: order.deliveryMinutes }, t) })
            : t("Estimated at checkout: {time} · {distance}", {
                time: minutesText({ minutes: order.deliveryMinutes }, t),
                distance: distanceText(order.distanceKm, t),
              })}
        </p>
      )}
      {order.contactPhone ? <p>{t("Contact: {phone}", { phone: formatIndianMobile(order.contactPhone) })}</p> : null}
      {order.instructions ? <p>{t("Instructions: {instructions}", { instructions: order.instructions })}</p> : null}
      {order.noContact ? <p>{t("No-contact delivery")}</p> : null}
      <p>{paymentText(order, t)}</p>
      {order.driver ? (
        <p>
          {t("The restaurant's own delivery: {name}, {phone}", { name: order.driver.name, phone: order.driver.phone })}
        </p>
      ) : isActive(order.status) ? (
        <p>
          {order.readyAt
            ? t("Your food is ready and waits for a delivery partner.")
            : t("A delivery partner will be assigned when your food is ready.")}
        </p>
      ) : null}
      {order.cancellationReason ? (
        <p>{t("Cancellation reason: {reason}", { reason: t(order.cancellationReason) })}</p>
      ) : null}
    </div>
  );
}

/**
 * What a customer can do once an order is placed: follow it (`track`: the order's address, or its timeline's
 * `#timeline` on the order page itself), see every order, or go on shopping.
 */
export function OrderPlacedActions({ track, className }: { track: string; className: string }) {
  const { t } = useT("orders");
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {track.startsWith("#") ? (
        <a href={track} className="btn-primary">
          {t("Track Your Order")}
        </a>
      ) : (
        <Link to={track} className="btn-primary">
          {t("Track Your Order")}
        </Link>
      )}
      <Link to="/profile/orders" className="btn-secondary">
        {t("View Orders")}
      </Link>
      <Link to="/restaurants" className="btn-secondary">
        {t("Continue Shopping")}
      </Link>
    </div>
  );
}

/** Under a printable document of an order (its receipt, its invoice): Print (or how to print without JavaScript) and the way back. */
export function PrintAndBack({
  orderId,
  printable,
  className = "",
}: {
  orderId: string;
  printable: boolean;
  className?: string;
}) {
  const { t } = useT("orders");
  const hydrated = useHydrated();
  return (
    <p className={`flex flex-wrap items-center gap-4 print:hidden ${className}`}>
      {printable && hydrated ? (
        <button type="button" onClick={() => window.print()} className="btn-primary">
          {t("Print")}
        </button>
      ) : printable ? (
        <span className="meta">{t("To print, use your browser's Print command (Ctrl+P).")}</span>
      ) : null}
      <Link
        to={`/profile/orders/${orderId}`}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
      >
        {t("Back to the order")}
      </Link>
    </p>
  );
}
