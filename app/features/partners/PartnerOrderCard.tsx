import { Link } from "react-router";
import { formatRupees } from "~/lib/money";
import { formatDateTime } from "~/lib/dates";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { PartnerOrder } from "~/features/orders/restaurant-orders.server";
import { PREP_CHOICES, REJECT_REASONS } from "./partner-rules";
import { rejectReasonLabel } from "./partners-words";

/** One order on a restaurant's live page: what to cook, and the one thing to do with it now. */
export function PartnerOrderCard({
  order,
  defaultPrep,
  restaurantId,
}: {
  order: PartnerOrder;
  defaultPrep: number;
  restaurantId: string;
}) {
  const { t, language } = useT("partners");
  const titleId = `order-${order.id}-title`;
  const minutesLeft = order.secondsToAccept === null ? null : Math.ceil(order.secondsToAccept / 60);
  return (
    <article aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-gray-200 p-4">
      <h3 id={titleId} className="font-bold">
        {t("Order #{ref}", { ref: order.ref })}
        {order.customerName ? ` · ${order.customerName}` : ""}
      </h3>
      <p className="meta">
        <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, language)}</time> ·{" "}
        {order.paymentMethod === "COD" ? t("Cash on delivery") : t("Paid online")} · {formatRupees(order.totalPaise)}
      </p>
      {order.scheduledFor ? (
        <p className="font-semibold">
          {t("Scheduled for {time}", { time: formatDateTime(order.scheduledFor, language) })}
        </p>
      ) : null}
      <ul className="list-disc pl-5">
        {order.lines.map((line) => (
          <li key={`${line.productId ?? line.name}-${line.options.join()}`}>
            {line.quantity} × {line.name}
            {line.options.length > 0 ? <span className="meta"> ({line.options.join(", ")})</span> : null}
          </li>
        ))}
      </ul>
      {order.instructions ? <p>{t("Instructions: {text}", { text: order.instructions })}</p> : null}
      <Link to={`/partner/${restaurantId}/orders/${order.id}/ticket`} className="inline-block underline">
        {t("Kitchen ticket")}
        <span className="sr-only"> {t("order #{ref}", { ref: order.ref })}</span>
      </Link>
      {order.column === "new" ? (
        <>
          {minutesLeft !== null ? (
            <p className="font-semibold text-red-800">
              {t(
                "{minutes, plural, one {Accept within # minute} other {Accept within # minutes}} or it is cancelled.",
                {
                  minutes: minutesLeft,
                },
              )}
            </p>
          ) : null}
          <KitForm
            kit={formKit({ id: `accept-${order.id}`, intent: "accept" })}
            className="flex flex-wrap items-end gap-2"
          >
            <input type="hidden" name="orderId" value={order.id} />
            <label className="space-y-1">
              <span className="block text-sm font-semibold">{t("Preparation time")}</span>
              <select name="prepMinutes" defaultValue={String(defaultPrep)} className="input">
                {PREP_CHOICES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t("{minutes} minutes", { minutes })}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton className="btn-primary">
              {t("Accept")}
              <span className="sr-only"> {t("order #{ref}", { ref: order.ref })}</span>
            </SubmitButton>
          </KitForm>
          <details>
            <summary className="cursor-pointer underline">
              {t("Reject")}
              <span className="sr-only"> {t("order #{ref}", { ref: order.ref })}</span>
            </summary>
            <KitForm kit={formKit({ id: `reject-${order.id}`, intent: "reject" })} className="mt-2 space-y-2">
              <input type="hidden" name="orderId" value={order.id} />
              <fieldset className="space-y-1">
                <legend className="font-semibold">{t("Why can you not take it?")}</legend>
                {REJECT_REASONS.map((reason) => (
                  <label key={reason} className="flex items-center gap-2">
                    <input type="radio" name="reason" value={reason} defaultChecked={reason === "out-of-stock"} />
                    {rejectReasonLabel(reason, t)}
                  </label>
                ))}
              </fieldset>
              <fieldset className="space-y-1">
                <legend className="font-semibold">{t("Dishes that ran out")}</legend>
                {order.lines
                  .flatMap((line) => (line.productId === null ? [] : [line]))
                  .map((line) => (
                    <label key={line.productId} className="flex items-center gap-2">
                      <input type="checkbox" name="outOfStock" value={line.productId ?? ""} />
                      {line.name}
                    </label>
                  ))}
              </fieldset>
              <SubmitButton className="btn-secondary">{t("Reject order")}</SubmitButton>
            </KitForm>
          </details>
        </>
      ) : null}
      {order.column === "preparing" ? (
        <>
          {order.prepMinutes !== null ? (
            <p>{t("Accepted with {minutes} minutes to prepare.", { minutes: order.prepMinutes })}</p>
          ) : null}
          <KitForm kit={formKit({ id: `ready-${order.id}`, intent: "ready" })}>
            <input type="hidden" name="orderId" value={order.id} />
            <SubmitButton className="btn-primary">
              {t("Mark ready")}
              <span className="sr-only"> {t("order #{ref}", { ref: order.ref })}</span>
            </SubmitButton>
          </KitForm>
        </>
      ) : null}
      {order.column === "ready" && order.readyAt ? (
        <p>{t("Ready since {time}, waiting for pickup.", { time: formatDateTime(order.readyAt, language) })}</p>
      ) : null}
    </article>
  );
}
