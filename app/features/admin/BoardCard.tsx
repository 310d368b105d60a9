import { BillLines } from "~/features/pricing/BillLines";
import type { BillView } from "~/features/pricing/bill-words";
import { Link } from "react-router";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { displayOrderId, isActive, nextStatus } from "~/features/orders/order-status";
import { formKit, KitForm, SubmitButton, type Constraints, type FormResult } from "~/ui/form-kit";
import { Field, SelectField } from "~/ui/form-fields";
import type { FreeRider } from "~/features/delivery/riders.server";
import { stepText } from "~/features/delivery/rider-steps";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { BoardOrder } from "./admin-orders.server";
import { advanceLabel, ageText } from "./admin-rules";

/**
 * One order on the orders board: what the kitchen and the rider need, the form that moves it on (with
 * the driver when it goes out), its cancel link, and a refund to ask for again. A refusal of its forms
 * (`answered`) shows in them.
 */
export function BoardCard({
  order,
  here,
  renderedAt,
  answered,
  constraint,
  riders,
}: {
  order: BoardOrder & { slotText: string | null; billView: BillView };
  here: string;
  renderedAt: string;
  answered: { intent?: string | null; result?: FormResult } | null | undefined;
  constraint: Constraints;
  /** Free riders of the order's city, for an order waiting for one. */
  riders: FreeRider[];
}) {
  const { t } = useT("admin");
  const ref = displayOrderId(order.id);
  // A rider's order moves on by the rider's steps, not the console's.
  const next = order.rider ? null : nextStatus(order.status);
  const waitsForRider = order.status === "Preparing" && !order.rider && !order.driver;
  const forOrder = t("for order #{ref}", { ref });
  const titleId = `order-${order.id}-title`;
  const cancelHref = `${here}${here.includes("?") ? "&" : "?"}cancel=${order.id}`;
  const advanceKit = formKit({ id: `advance-${order.id}`, intent: "advance", answered, constraint });
  const retryKit = formKit({ id: `retry-refund-${order.id}`, intent: "retry-refund", answered });
  return (
    <article
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      className="h-full scroll-mt-24 space-y-3 rounded-2xl border border-gray-200 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          #{ref} · {order.restaurantName}
        </h3>
        <span className="meta">
          {order.cityName} · {t("placed {age} ago", { age: ageText(order.createdAt, new Date(renderedAt), t) })}
        </span>
      </div>
      <ul className="text-sm">
        {order.items.map((item, i) => (
          <li key={i}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t("Total")}</dt>
        <dd>
          <details>
            <summary className="cursor-pointer">
              <Price paise={order.totalPaise} /> <span className="text-gray-700">{t("(bill)")}</span>
            </summary>
            <div className="mt-1">
              <BillLines view={order.billView} />
            </div>
          </details>
        </dd>
        <dt className="font-semibold">{t("Payment")}</dt>
        <dd>
          {paymentMethodText(order.paymentMethod, t)} · {t(order.paymentStatus)}
        </dd>
        <dt className="font-semibold">{t("Customer")}</dt>
        <dd>
          {order.customer ?? t("Deleted account")}
          {order.customerPhone ? `, ${order.customerPhone}` : ""}
        </dd>
        <dt className="font-semibold">{t("Address")}</dt>
        <dd>{order.address}</dd>
        {order.slotText ? (
          <>
            <dt className="font-semibold">{t("Delivery slot")}</dt>
            <dd>{order.slotText}</dd>
          </>
        ) : null}
        {order.driver ? (
          <>
            <dt className="font-semibold">{t("Own delivery")}</dt>
            <dd>
              {order.driver.name}, {order.driver.phone}
            </dd>
          </>
        ) : null}
        {order.rider ? (
          <>
            <dt className="font-semibold">{t("Rider")}</dt>
            <dd>
              {order.rider.name}
              {order.rider.step ? ` · ${stepText(order.rider.step, t)}` : ""}
            </dd>
          </>
        ) : null}
        {order.strandedAt ? (
          <>
            <dt className="font-semibold">{t("Rider")}</dt>
            <dd className="font-semibold text-red-800">
              {t("No rider within reach for {age}: assign one.", {
                age: ageText(order.strandedAt, new Date(renderedAt), t),
              })}
            </dd>
          </>
        ) : null}
        {order.awaitingAcceptSince ? (
          <>
            <dt className="font-semibold">{t("Restaurant")}</dt>
            <dd className="font-semibold text-red-800">
              {t("Not accepted yet: waiting {age}", {
                age: ageText(order.awaitingAcceptSince, new Date(renderedAt), t),
              })}
            </dd>
          </>
        ) : order.acceptedAt ? (
          <>
            <dt className="font-semibold">{t("Restaurant")}</dt>
            <dd>{t("Accepted after {age}", { age: ageText(order.createdAt, new Date(order.acceptedAt), t) })}</dd>
          </>
        ) : null}
        {order.cancellationReason ? (
          <>
            <dt className="font-semibold">{t("Reason")}</dt>
            <dd>{order.cancellationReason}</dd>
          </>
        ) : null}
      </dl>
      {isActive(order.status) ? (
        <div className="flex flex-wrap items-end gap-2">
          {next ? (
            <KitForm kit={advanceKit} action={here} className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="orderId" value={order.id} />
              <input type="hidden" name="from" value={order.status} />
              {next === "Out for Delivery" ? (
                <>
                  <Field
                    name="driverName"
                    label={
                      <>
                        {t("Driver's name")}
                        <span className="sr-only"> {forOrder}</span>
                      </>
                    }
                    autoComplete="off"
                    required
                  />
                  <Field
                    name="driverPhone"
                    label={
                      <>
                        {t("Driver's mobile")}
                        <span className="sr-only"> {forOrder}</span>
                      </>
                    }
                    type="tel"
                    autoComplete="off"
                    required
                  />
                </>
              ) : null}
              <SubmitButton className="btn-primary">
                {advanceLabel(order.status, t)}
                <span className="sr-only"> {forOrder}</span>
              </SubmitButton>
            </KitForm>
          ) : null}
          <Link to={cancelHref} preventScrollReset className="btn-secondary text-red-800">
            {t("Cancel")}
            <span className="sr-only"> {t("order #{ref}", { ref })}</span>
          </Link>
        </div>
      ) : null}
      {waitsForRider && riders.length > 0 ? (
        <KitForm
          kit={formKit({ id: `assign-${order.id}`, intent: "assign-rider", answered })}
          action={here}
          className="flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="orderId" value={order.id} />
          <SelectField
            name="riderId"
            label={
              <>
                {t("Free rider")}
                <span className="sr-only"> {forOrder}</span>
              </>
            }
            options={Object.fromEntries(riders.map((rider) => [rider.id, rider.name]))}
          />
          <SubmitButton className="btn-secondary">
            {t("Assign rider")}
            <span className="sr-only"> {forOrder}</span>
          </SubmitButton>
        </KitForm>
      ) : null}
      {order.refundRetryable ? (
        <KitForm kit={retryKit} action={here}>
          <input type="hidden" name="orderId" value={order.id} />
          <SubmitButton className="btn-secondary">
            {t("Retry refund")}
            <span className="sr-only"> {forOrder}</span>
          </SubmitButton>
        </KitForm>
      ) : null}
    </article>
  );
}
