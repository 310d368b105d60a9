import { Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { metaT } from "~/lib/i18n";
import { displayOrderId } from "~/features/orders/order-status";
import { findOrder } from "~/features/orders/orders.server";
import { GatewayError } from "~/features/payments/gateway.server";
import { CREATE_FAILED } from "~/features/payments/payment-rules";
import { checkoutReturns, openPaymentAttempt, paymentStep } from "~/features/payments/attempts.server";
import { openAttemptSchema } from "~/features/payments/payments.schema";
import { GatewayCheckout } from "~/features/payments/GatewayCheckout";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/pay";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/** Shows the payment step; writes nothing (a page view never creates a gateway order). */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const order = await findOrder(user.id, params.orderId);
  if (!order) notFound(request, "That order was not found.");
  const step = await paymentStep(user.id, order.id);
  if (!step) throw redirect(`/profile/orders/${order.id}`);
  return { order, step: step === "none" ? null : step, ...checkoutReturns(user, "/cart?payment=cancelled") };
}

/** "Continue to payment" or "Try Again": opens a payment attempt at the gateway, then shows it. */
export const action = defineAction("customer", {
  open: intent(openAttemptSchema, async ({ user, request, params }) => {
    const order = await findOrder(user.id, params.orderId!);
    if (!order) notFound(request, "That order was not found.");
    try {
      await openPaymentAttempt(user.id, order.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return refuse({ messages: [CREATE_FAILED], status: 502 });
    }
    return done(`/checkout/pay/${order.id}`);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Payment")} — ${BRAND}` }];
}

/** The payment step: the order, then "Continue to payment" (opening an attempt) or the gateway's checkout (`GatewayCheckout`). */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, step, prefill, callbackUrl, cancelUrl } = loaderData;
  const { t } = useT("cart");
  const method = paymentMethodText(order.paymentMethod, t);
  const description = t("Order #{id} from {restaurant}", {
    id: displayOrderId(order.id),
    restaurant: order.restaurantName,
  });
  const kit = formKit({ id: "pay", answered: actionData });

  if (kit.result) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold">{t("Payment Failed")}</h1>
        <KitForm kit={kit} className="mt-3 space-y-6">
          <div className="flex flex-wrap gap-2">
            <SubmitButton className="btn-primary">{t("Try Again")}</SubmitButton>
            <Link to="/cart" className="btn-secondary">
              {t("Change Payment Method")}
            </Link>
          </div>
        </KitForm>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("Pay for order #{id}", { id: displayOrderId(order.id) })}</h1>
      <p className="mt-3 text-gray-800">
        {order.restaurantName} · {method} ·{" "}
        <strong>
          <Price paise={order.totalPaise} />
        </strong>
      </p>
      {step ? (
        <GatewayCheckout
          step={step}
          description={description}
          prefill={prefill}
          method={order.paymentMethod === "UPI" ? "upi" : order.paymentMethod === "Wallet" ? "wallet" : "card"}
          callbackUrl={callbackUrl}
          cancelUrl={cancelUrl}
          resultHref={(status) => `/checkout/result/${order.id}?status=${status}`}
        />
      ) : (
        <KitForm kit={kit} className="mt-6">
          <SubmitButton busyLabel={t("Processing Payment")} className="btn-primary w-full">
            {t("Continue to payment")}
          </SubmitButton>
        </KitForm>
      )}
      <Link to="/cart" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t("Change Payment Method")}
      </Link>
    </section>
  );
}
