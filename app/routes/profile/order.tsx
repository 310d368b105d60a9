import { requestLanguage, requestT } from "~/lib/language.server";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { CancelReason } from "~/features/orders/CancelReason";
import {
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
  statusText,
  TIMELINE,
} from "~/features/orders/order-status";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { cancelOrderSchema, reorderSchema } from "~/features/orders/orders.schema";
import { findOrder, reorder } from "~/features/orders/orders.server";
import { ORDER_WORDS } from "~/features/orders/orders-words";
import { cancelWithRefund } from "~/features/orders/status-changes.server";
import { YourRating } from "~/features/reviews/YourRating";
import { orderReview } from "~/features/reviews/reviews.server";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { metaT } from "~/lib/i18n";
import { useFlash } from "~/features/shell/root-data";
import { timeOfDay } from "~/lib/dates";
import { fixedT, type I18nHandle } from "~/lib/i18n";
import { word } from "~/lib/words";
import { Alert } from "~/ui/Alert";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useLiveData } from "~/ui/useLiveData";
import { InlineFacts } from "~/ui/InlineFacts";
import { BillLines } from "~/features/pricing/BillLines";
import { billView } from "~/features/pricing/bill-words";
import { useT } from "~/ui/useT";
import { RiderTracking } from "~/features/delivery/RiderTracking";
import { orderTracking } from "~/features/delivery/tracking.server";
import { callsMasked, connectTripCall } from "~/features/delivery/calls.server";
import { callSchema } from "~/features/delivery/riders.schema";
import { CALL_WORDS } from "~/features/delivery/riders-words";
import { RIDER_MESSAGES } from "~/features/delivery/riders-messages";
import { chosenTip } from "~/features/cart/cart-rules";
import { cartWords } from "~/features/cart/cart-words";
import { tipSchema } from "~/features/cart/cart.schema";
import { onlinePaymentAvailable } from "~/features/payments/attempts.server";
import { tipAfterDelivery, tipReturn } from "~/features/tips/tip-rules";
import { openTipAttempt } from "~/features/tips/tips.server";
import { TIP_WORDS } from "~/features/tips/tips-words";
import { TipAfterDelivery } from "~/features/tips/TipAfterDelivery";
import type { Route } from "./+types/order";

export const handle = { i18n: ["orders", "bill", "addresses", "riders", "cart"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const order = await findOrder(user.id, params.id);
  if (!order) notFound(request, "That order was not found.");
  const search = new URL(request.url).searchParams;
  return {
    order,
    bill: billView(order.bill, requestT(request)),
    confirmCancel: search.get("cancel") === "1" && customerCanCancel(order.status),
    confirmReorder: search.get("reorder") === "confirm",
    review: order.status === "Delivered" ? await orderReview(order.id) : null,
    tracking: order.hasRider && isActive(order.status) ? await orderTracking(order.id) : null,
    callsMasked: callsMasked(),
    tipOpen:
      onlinePaymentAvailable() &&
      tipAfterDelivery(
        { status: order.status, deliveredAt: order.deliveredAt, extraTipPaise: order.extraTip?.paise ?? 0 },
        new Date(),
      ).ok,
    tipReturned: tipReturn(search.get("tip")),
    renderedAt: new Date().toISOString(),
    constraint: {
      cancel: getZodConstraint(cancelOrderSchema),
      reorder: getZodConstraint(reorderSchema),
      tip: getZodConstraint(tipSchema),
    },
  };
}

/**
 * Refusals are worded in English, as ids: the page shows them translated (none carries values). The
 * cancel's dialog is gone once it is sent, so its refusal shows on the page itself.
 */
const english = fixedT("en");

export const action = defineAction("customer", {
  cancel: intent(cancelOrderSchema, async ({ value, user, params }) => {
    const outcome = await cancelWithRefund(params.id!, value.reason, { userId: user.id });
    if (!outcome.ok) return refuse({ messages: [word(ORDER_WORDS, outcome, english)] }, 409);
    return done(`/profile/orders/${params.id}`, ORDER_MESSAGES.cancelled);
  }),
  "call-rider": intent(callSchema, async ({ user, params, request }) => {
    const order = await findOrder(user.id, params.id!);
    if (!order) notFound(request, "That order was not found.");
    const outcome = await connectTripCall(order.id, "customer");
    if (!outcome.ok) return refuse({ messages: [word(CALL_WORDS, outcome, requestT(request))] }, 409);
    return done(`/profile/orders/${order.id}`, RIDER_MESSAGES.calling);
  }),
  tip: intent(tipSchema, async ({ value, user, params, request }) => {
    const tip = chosenTip(value.tip, value.tipOther);
    if (!tip.ok)
      return refuse({ fields: { tipOther: [word(cartWords(requestLanguage(request)), tip, requestT(request))] } });
    if (tip.paise === 0) return refuse({ fields: { tip: [requestT(request)("Choose a tip.")] } });
    const outcome = await openTipAttempt(user.id, params.id!, tip.paise);
    if (!outcome.ok && outcome.code === "not-found") notFound(request, "That order was not found.");
    if (!outcome.ok)
      return refuse(
        { messages: [word(TIP_WORDS, outcome, requestT(request))] },
        outcome.code === "gateway" ? 502 : 409,
      );
    return done(`/checkout/tip/${params.id}`);
  }),
  reorder: intent(reorderSchema, async ({ value, user, params }) => {
    const outcome = await reorder(user.id, params.id!, value.replace === "1");
    if (!outcome.ok && outcome.code === "conflict") return done(`/profile/orders/${params.id}?reorder=confirm`);
    if (!outcome.ok) return refuse(word(ORDER_WORDS, outcome, english));
    return done("/cart", ORDER_MESSAGES.reordered);
  }),
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const id = loaderData ? displayOrderId(loaderData.order.id) : "";
  return [{ title: `${metaT(matches)("Order #{id}", { id })} — ${BRAND}` }];
}

export default function OrderPage({ loaderData, actionData: sentBack }: Route.ComponentProps) {
  const { order, confirmCancel, confirmReorder, review, renderedAt, constraint, tracking, callsMasked } = loaderData;
  // With JavaScript, the page listens for status changes (Server-Sent Events), a scheduled order's cooking
  // starting and the rider moving included, and reloads its data.
  const { answered: actionData } = useLiveData(
    isActive(order.status) ? `/profile/orders/${order.id}/events` : null,
    JSON.stringify({ status: order.status, scheduled: order.scheduled, riderSeenAt: tracking?.seenAt ?? null }),
    sentBack,
  );
  const cancelKit = formKit({ id: "cancel", intent: "cancel", answered: actionData, constraint: constraint.cancel });
  const reorderKit = formKit({
    id: "reorder",
    intent: "reorder",
    answered: actionData,
    constraint: constraint.reorder,
  });
  const replaceKit = formKit({ id: "replace", intent: "reorder", constraint: constraint.reorder });
  const tipKit = formKit({ id: "tip", intent: "tip", answered: actionData, constraint: constraint.tip });
  const { t, language } = useT("orders");
  const placed = useFlash()?.id === ORDER_MESSAGES.placed.id;
  const here = `/profile/orders/${order.id}`;
  const step = TIMELINE.indexOf(order.status as (typeof TIMELINE)[number]);
  const address = order.address;
  return (
    <section aria-labelledby="order-title" className="space-y-6">
      <Link to="/profile/orders" className="text-sm font-semibold text-brand-700 underline">
        {t("All orders")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="order-title" className="text-2xl font-bold">
          {t("Order #{id}", { id: displayOrderId(order.id) })}
        </h1>
        <StatusBadge status={order.status} scheduled={order.scheduled} />
      </div>
      {confirmCancel ? (
        <ConfirmDialog
          id="cancel-order-title"
          title={t("Cancel order?")}
          cancelTo={here}
          inFlow
          confirm={
            <KitForm kit={cancelKit} replace className="space-y-3">
              <CancelReason label={t("Reason (optional)")} confirm={t("Yes, cancel order")} />
            </KitForm>
          }
        >
          <p>{t("Are you sure you want to cancel this order?")}</p>
        </ConfirmDialog>
      ) : null}
      {placed ? (
        <Alert tone="success" className="rounded-2xl border-2 p-4 text-base">
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
        </Alert>
      ) : null}
      <p className="text-gray-700">{order.restaurantName}</p>
      <DeliveryCountdown order={order} renderedAt={renderedAt} />
      {cancelKit.result && !confirmCancel
        ? cancelKit.messages().map(({ message }) => (
            <Alert key={message} tone="error" className="font-medium">
              {t(message)}
            </Alert>
          ))
        : null}
      {order.status === "Delivered" ? (
        <>
          <TipAfterDelivery
            kit={tipKit}
            extraTip={order.extraTip}
            open={loaderData.tipOpen}
            returned={loaderData.tipReturned}
          />
          <YourRating orderId={order.id} restaurantName={order.restaurantName} review={review} />
        </>
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

      {tracking ? <RiderTracking tracking={tracking} callsMasked={callsMasked} answered={actionData} /> : null}

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
          <BillLines view={loaderData.bill} />
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
        {order.bill.version === 2 ? (
          <Link to={`${here}/invoice`} className="btn-secondary">
            {t("Invoice")}
          </Link>
        ) : null}
        <KitForm kit={reorderKit}>
          <SubmitButton className="btn-secondary">
            {order.ranOut.length > 0
              ? t("Order again without {dishes}", {
                  dishes: order.items
                    .filter((item) => item.productId !== null && order.ranOut.includes(item.productId))
                    .map((item) => item.name)
                    .join(", "),
                })
              : t("Reorder")}
          </SubmitButton>
        </KitForm>
        {customerCanCancel(order.status) ? (
          <Link to="?cancel=1#cancel-order-title" preventScrollReset className="btn-secondary text-red-800">
            {t("Cancel order")}
          </Link>
        ) : null}
      </div>

      {confirmReorder ? (
        <ConfirmDialog
          id="reorder-title"
          title={t("Replace cart?")}
          cancelTo={here}
          confirm={
            <KitForm kit={replaceKit} replace>
              <input type="hidden" name="replace" value="1" />
              <SubmitButton className="btn-primary">{t("Replace cart")}</SubmitButton>
            </KitForm>
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
