import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { richText } from "~/ui/rich-text";
import { slotText } from "~/features/orders/delivery-slots";
import { metaT } from "~/lib/i18n";
import {
  countdownText,
  DEFAULT_ESTIMATE_TEXT,
  displayOrderId,
  estimatedDelivery,
  isActive,
} from "~/features/orders/order-status";
import { SUPPORT_CONTACT } from "~/features/support/contact";
import { findOrder } from "~/features/orders/orders.server";
import { OrderPlacedActions } from "~/features/orders/OrderParts";
import { VERIFICATION_FAILED, VERIFYING } from "~/features/payments/payment-rules";
import { orderPaid } from "~/features/payments/payment-states";
import { BRAND } from "~/lib/brand";
import { fixedT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { notFound } from "~/lib/http.server";
import { formatRupees } from "~/lib/money";
import { Price } from "~/ui/Price";
import { InlineFacts } from "~/ui/InlineFacts";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/result";

export const handle = { i18n: ["cart", "orders"] } satisfies I18nHandle;

const SUPPORT_EMAIL = SUPPORT_CONTACT.email;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const order = await findOrder(user.id, params.orderId);
  if (!order) notFound(request, "That order was not found.");
  const status = new URL(request.url).searchParams.get("status");
  // What the database says wins: a payment the webhook confirmed is a success whatever the browser saw.
  const outcome = orderPaid(order.paymentStanding)
    ? "paid"
    : order.paymentStanding === "verifying"
      ? "verifying"
      : status === "cancelled"
        ? "cancelled"
        : status === "unverified"
          ? "unverified"
          : "failed";
  // Worded here, in the request's language, so the page sends words rather than the code that makes them.
  const language = requestLanguage(request);
  const t = fixedT(language);
  const estimate = !isActive(order.status)
    ? t(DEFAULT_ESTIMATE_TEXT)
    : order.scheduledFor
      ? slotText(order.scheduledFor, language)
      : countdownText(estimatedDelivery(order), new Date(), t);
  return { order, outcome, estimate } as const;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Payment")} — ${BRAND}` }];
}

/** The outcome of a payment: the spec's success, failed and cancelled dialogs, as a page. */
export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { order, outcome, estimate } = loaderData;
  const { t } = useT("cart");
  const a = order.address;
  const method = paymentMethodText(order.paymentMethod, t);
  if (outcome === "paid") {
    return (
      <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
        <h1 id="result-title" className="text-3xl font-bold text-green-900">
          {t("Payment Successful")}
        </h1>
        <p role="status" className="mt-2">
          {t("Payment successfully verified! Your order is confirmed.")}
        </p>
        <InlineFacts
          className="mt-4 space-y-1"
          facts={[
            [t("Order ID"), `#${displayOrderId(order.id)}`],
            [t("Amount paid"), <Price key="amount" paise={order.totalPaise} />],
            [t("Method"), method],
            [t("Estimated delivery"), estimate],
            [t("Delivering to"), `${[a.line1, a.line2].filter(Boolean).join(", ")}, ${a.city}`],
          ]}
        />
        <OrderPlacedActions track={`/profile/orders/${order.id}`} className="mt-6" />
      </section>
    );
  }
  if (outcome === "verifying") {
    return (
      <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
        <h1 id="result-title" className="text-3xl font-bold">
          {t("Confirming Payment")}
        </h1>
        <p role="status" className="mt-2">
          {t(VERIFYING)}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={`/profile/orders/${order.id}`} className="btn-primary">
            {t("Track Your Order")}
          </Link>
        </div>
      </section>
    );
  }
  const title = outcome === "cancelled" ? t("Payment Cancelled") : t("Payment Failed");
  const message =
    outcome === "cancelled"
      ? t("You closed the payment window. Nothing was charged.")
      : outcome === "unverified"
        ? t(VERIFICATION_FAILED)
        : t("Payment processing failed. Please try again.");
  return (
    <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="result-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p role="alert" className="mt-2 text-red-800">
        {message}
      </p>
      <p className="mt-3">
        {t("Amount: {amount} · Method: {method}", { amount: formatRupees(order.totalPaise), method })}
      </p>
      <div className="mt-6 flex flex-wrap gap-2">
        <KitForm kit={formKit({ id: "pay" })} action={`/checkout/pay/${order.id}`}>
          <SubmitButton className="btn-primary">
            {outcome === "cancelled" ? t("Try Again") : t("Retry Payment")}
          </SubmitButton>
        </KitForm>
        <Link to="/cart" className="btn-secondary">
          {t("Change Payment Method")}
        </Link>
        <Link to="/restaurants" className="btn-secondary">
          {t("Continue Shopping")}
        </Link>
      </div>
      <p className="mt-6 text-sm">
        {richText(
          t("Charged but no order? Write to <0>{email}</0>.", { email: SUPPORT_EMAIL }),
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=Payment%20for%20order%20${displayOrderId(order.id)}`}
            className="underline"
          />,
        )}
      </p>
    </section>
  );
}
