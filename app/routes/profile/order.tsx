import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { CancelReason } from "~/features/orders/CancelReason";
import {
  BillSummary,
  DeliveryCountdown,
  DeliveryInfo,
  OrderItems,
  OrderPlacedActions,
  StatusBadge,
} from "~/features/orders/OrderParts";
import {
  CANCELLED,
  customerCanCancel,
  displayOrderId,
  isActive,
  MAX_CANCEL_REASON,
  statusText,
  TIMELINE,
} from "~/features/orders/order-status";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { orderIntentSchema } from "~/features/orders/orders.schema";
import { cancelOrder, findOrder, reorder } from "~/features/orders/orders.server";
import { refundOrder } from "~/features/payments/payments.server";
import { YourRating } from "~/features/reviews/YourRating";
import { orderReview } from "~/features/reviews/reviews.server";
import { firstError, readForm } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { metaT, useFlash } from "~/features/shell/root-data";
import { timeOfDay } from "~/lib/dates";
import type { I18nHandle } from "~/lib/i18n";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Price } from "~/ui/Price";
import { useLiveData } from "~/ui/useLiveData";
import { InlineFacts } from "~/ui/InlineFacts";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/order";

export const handle = { i18n: ["orders"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const order = await findOrder(user.id, params.id);
  if (!order) notFound(request, "That order was not found.");
  const search = new URL(request.url).searchParams;
  return {
    order,
    confirmCancel: search.get("cancel") === "1" && customerCanCancel(order.status),
    confirmReorder: search.get("reorder") === "confirm",
    review: order.status === "Delivered" ? await orderReview(order.id) : null,
    renderedAt: new Date().toISOString(),
  };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const here = `/profile/orders/${params.id}`;
  const submission = parseWithZod(await readForm(request), { schema: orderIntentSchema });
  if (submission.status !== "success") {
    return data({ error: firstError(submission, "Unknown request.").message }, { status: 400 });
  }
  const intent = submission.value;
  if (intent.intent === "cancel") {
    const outcome = await cancelOrder(params.id, intent.reason, { userId: user.id });
    if (!outcome.ok) return data({ error: outcome.message }, { status: 409 });
    await refundOrder(params.id);
    return redirectWithFlash(request, here, ORDER_MESSAGES.cancelled);
  }
  const outcome = await reorder(user.id, params.id, intent.replace === "1");
  if (!outcome.ok && outcome.conflict) throw redirect(`${here}?reorder=confirm`, 303);
  if (!outcome.ok) return data({ error: outcome.message }, { status: 400 });
  return redirectWithFlash(request, "/cart", ORDER_MESSAGES.reordered);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const id = loaderData ? displayOrderId(loaderData.order.id) : "";
  return [{ title: `${metaT(matches)("Order #{id}", { id })} — ${BRAND}` }];
}

/**
 * With JavaScript, the page listens for status changes (Server-Sent Events), a scheduled order's cooking
 * starting included, and reloads its data.
 */
function useLiveStatus(orderId: string, status: string, scheduled: boolean) {
  useLiveData(isActive(status) ? `/profile/orders/${orderId}/events` : null, JSON.stringify({ status, scheduled }));
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, confirmCancel, confirmReorder, review, renderedAt } = loaderData;
  const { t, language } = useT("orders");
  const placed = useFlash()?.id === ORDER_MESSAGES.placed.id;
  const here = `/profile/orders/${order.id}`;
  useLiveStatus(order.id, order.status, order.scheduled);
  const step = TIMELINE.indexOf(order.status as (typeof TIMELINE)[number]);
  const address = order.address;
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      <Link to="/profile/orders" className="text-sm font-semibold text-brand-700 underline">
        {t("All orders")}
      </Link>
      {placed ? (
        <div className="rounded-2xl border-2 border-green-700 bg-green-50 p-4">
          <h2 className="text-xl font-bold text-green-900">{t("Order placed")}</h2>
          <InlineFacts
            className="mt-2 grid gap-1 text-sm sm:grid-cols-2"
            facts={[
              [t("Order ID"), `#${displayOrderId(order.id)}`],
              [t("Amount"), <Price key="amount" paise={order.totalPaise} />],
              [t("Method"), paymentMethodText(order.paymentMethod, t)],
              [t("Delivering to"), `${address.line1}, ${address.city}`],
            ]}
          />
          <OrderPlacedActions track="#timeline" className="mt-3" />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="order-title" className="text-2xl font-bold">
          {t("Order #{id}", { id: displayOrderId(order.id) })}
        </h1>
        <StatusBadge status={order.status} scheduled={order.scheduled} />
      </div>
      <p className="text-gray-700">{order.restaurantName}</p>
      <DeliveryCountdown order={order} renderedAt={renderedAt} />
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {t(actionData.error)}
        </p>
      ) : null}
      {order.status === "Delivered" ? (
        <YourRating orderId={order.id} restaurantName={order.restaurantName} review={review} />
      ) : null}

      <section
        id="timeline"
        aria-labelledby="timeline-title"
        className="scroll-mt-24 rounded-2xl border border-gray-200 p-4"
      >
        <h2 id="timeline-title" className="text-lg font-bold">
          {t("Status")}
        </h2>
        <p role="status" className="sr-only">
          {t("Order status: {status}", { status: statusText(order.scheduled ? "Scheduled" : order.status, t) })}
        </p>
        {order.status === CANCELLED ? (
          <p className="mt-2 font-semibold">{t("This order was cancelled.")}</p>
        ) : order.scheduled && order.cookingFrom ? (
          <p className="mt-2 font-semibold">
            {t("Scheduled: the restaurant starts cooking at {time} for your slot. You can cancel it free until then.", {
              time: timeOfDay(new Date(order.cookingFrom), language),
            })}
          </p>
        ) : (
          <ol className="mt-3 grid gap-2 sm:grid-cols-4">
            {TIMELINE.map((status, i) => (
              <li
                key={status}
                aria-current={i === step ? "step" : undefined}
                className={`rounded-lg border p-3 text-sm font-semibold ${i <= step ? "border-green-700 bg-green-50 text-green-900" : "border-gray-200 text-gray-700"}`}
              >
                <span aria-hidden="true">{i < step ? "✓ " : i === step ? "● " : "○ "}</span>
                {statusText(status, t)}
                <span className="sr-only">
                  {" "}
                  {i < step ? t("(done)") : i === step ? t("(current)") : t("(to come)")}
                </span>
              </li>
            ))}
          </ol>
        )}
        <Link to={here} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("Refresh status")}
        </Link>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="items-title" className="rounded-2xl border border-gray-200 p-4">
          <h2 id="items-title" className="text-lg font-bold">
            {t("Items")}
          </h2>
          <OrderItems order={order} />
        </section>
        <section aria-labelledby="bill-title" className="rounded-2xl border border-gray-200 p-4">
          <h2 id="bill-title" className="text-lg font-bold">
            {t("Bill summary")}
          </h2>
          <BillSummary order={order} />
        </section>
      </div>
      <section aria-labelledby="delivery-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="delivery-title" className="text-lg font-bold">
          {t("Delivery info")}
        </h2>
        <DeliveryInfo order={order} />
      </section>

      <div className="flex flex-wrap gap-2">
        <Link to={`${here}/receipt`} className="btn-secondary">
          {t("Receipt")}
        </Link>
        <Form method="post">
          <input type="hidden" name="intent" value="reorder" />
          <button type="submit" className="btn-secondary">
            {t("Reorder")}
          </button>
        </Form>
        {customerCanCancel(order.status) ? (
          <Link to="?cancel=1" preventScrollReset className="btn-secondary text-red-800">
            {t("Cancel order")}
          </Link>
        ) : null}
      </div>

      {confirmCancel ? (
        <ConfirmDialog
          id="cancel-order-title"
          title={t("Cancel order?")}
          cancelTo={here}
          confirm={
            <Form method="post" replace className="space-y-3">
              <input type="hidden" name="intent" value="cancel" />
              <CancelReason
                id="cancel-reason"
                label={t("Reason (optional)")}
                maxLength={MAX_CANCEL_REASON}
                confirm={t("Yes, cancel order")}
              />
            </Form>
          }
        >
          <p>{t("Are you sure you want to cancel this order?")}</p>
        </ConfirmDialog>
      ) : null}
      {confirmReorder ? (
        <ConfirmDialog
          id="reorder-title"
          title={t("Replace cart?")}
          cancelTo={here}
          confirm={
            <Form method="post" replace>
              <input type="hidden" name="intent" value="reorder" />
              <input type="hidden" name="replace" value="1" />
              <button type="submit" className="btn-primary">
                {t("Replace cart")}
              </button>
            </Form>
          }
        >
          <p>
            {t(
              "Your cart has dishes from another restaurant. Replace them with the dishes from this order from {restaurant}?",
              { restaurant: order.restaurantName },
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
