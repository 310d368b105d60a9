import { useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { metaT } from "~/lib/i18n";
import { displayOrderId } from "~/features/orders/order-status";
import { findOrder } from "~/features/orders/orders.server";
import { GatewayError } from "~/features/payments/gateway.server";
import { CREATE_FAILED } from "~/features/payments/payment-rules";
import { openPaymentAttempt, paymentStep } from "~/features/payments/attempts.server";
import { openAttemptSchema } from "~/features/payments/payments.schema";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { publicHref } from "~/lib/public-url.server";
import { Alert } from "~/ui/Alert";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useHydrated } from "~/ui/useHydrated";
import { ENHANCED_FIELD } from "~/lib/enhanced";
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
  return {
    order,
    step: step === "none" ? null : step,
    prefill: {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email ?? "",
      contact: user.phone ?? user.mobile ?? "",
    },
    callbackUrl: publicHref("/checkout/verify"),
    cancelUrl: publicHref("/cart?payment=cancelled"),
  };
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

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
interface RazorpayInstance {
  open(): void;
  on(event: "payment.failed", callback: () => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.Razorpay) return resolve();
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("script"));
    document.head.appendChild(script);
  });
}

/**
 * The payment step. Without JavaScript: a form posting to the gateway's hosted checkout, which returns
 * to /checkout/verify. With it: the gateway's checkout script, loaded only here, opens its modal.
 */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, step, prefill, callbackUrl, cancelUrl } = loaderData;
  const { t } = useT("cart");
  const hydrated = useHydrated();
  const method = paymentMethodText(order.paymentMethod, t);
  const description = t("Order #{id} from {restaurant}", {
    id: displayOrderId(order.id),
    restaurant: order.restaurantName,
  });
  const navigate = useNavigate();
  const kit = formKit({ id: "pay", answered: actionData });
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

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

  if (!step) {
    return (
      <section className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-2xl font-bold">{t("Pay for order #{id}", { id: displayOrderId(order.id) })}</h1>
        <p className="mt-3 text-gray-800">
          {order.restaurantName} · {method} ·{" "}
          <strong>
            <Price paise={order.totalPaise} />
          </strong>
        </p>
        <KitForm kit={kit} className="mt-6">
          <SubmitButton busyLabel={t("Processing Payment")} className="btn-primary w-full">
            {t("Continue to payment")}
          </SubmitButton>
        </KitForm>
        <Link to="/cart" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {t("Change Payment Method")}
        </Link>
      </section>
    );
  }

  const openModal = async () => {
    setState({ busy: true, message: null });
    try {
      await loadScript(step.checkoutScriptUrl);
    } catch {
      setState({ busy: false, message: t("Payment script could not load. Check your internet connection.") });
      return;
    }
    if (!window.Razorpay) {
      setState({ busy: false, message: t("Payment gateway failed to load.") });
      return;
    }
    const checkout = new window.Razorpay({
      key: step.keyId,
      amount: step.amountPaise,
      currency: "INR",
      name: BRAND,
      description,
      order_id: step.gatewayOrderId,
      prefill: {
        ...prefill,
        method: order.paymentMethod === "UPI" ? "upi" : order.paymentMethod === "Wallet" ? "wallet" : "card",
      },
      handler: async (response: RazorpayResponse) => {
        const verified = await fetch("/checkout/verify", {
          method: "POST",
          body: new URLSearchParams({ ...response, [ENHANCED_FIELD]: "1" }),
        })
          .then((answer) => answer.json() as Promise<{ status: string }>)
          .catch(() => ({ status: "refused" }));
        navigate(
          `/checkout/result/${order.id}?status=${verified.status === "refused" ? "unverified" : verified.status}`,
        );
      },
      modal: {
        ondismiss: () => navigate(`/checkout/result/${order.id}?status=cancelled`),
      },
    });
    // The gateway's webhook records the failure; the page only says so.
    checkout.on("payment.failed", () => navigate(`/checkout/result/${order.id}?status=failed`));
    checkout.open();
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("Pay for order #{id}", { id: displayOrderId(order.id) })}</h1>
      {step.test ? (
        <p className="mt-3 rounded-lg bg-amber-100 p-3 font-bold text-amber-950">
          {t("Test payments — no real money")}
        </p>
      ) : null}
      <p className="mt-3 text-gray-800">
        {order.restaurantName} · {method} ·{" "}
        <strong>
          <Price paise={order.totalPaise} />
        </strong>
      </p>
      {state.message ? (
        <Alert tone="error" className="mt-3 font-medium">
          {state.message}
        </Alert>
      ) : null}
      {hydrated ? (
        <button
          type="button"
          onClick={() => void openModal()}
          disabled={state.busy}
          className="btn-primary mt-6 w-full"
        >
          {state.busy ? t("Processing Payment") : t("Pay now")}
        </button>
      ) : (
        <form method="post" action={`${step.apiUrl}/v1/checkout/embedded`} className="mt-6">
          <input type="hidden" name="key_id" value={step.keyId} />
          <input type="hidden" name="order_id" value={step.gatewayOrderId} />
          <input type="hidden" name="name" value={BRAND} />
          <input type="hidden" name="description" value={description} />
          <input type="hidden" name="prefill[name]" value={prefill.name} />
          <input type="hidden" name="prefill[email]" value={prefill.email} />
          <input type="hidden" name="prefill[contact]" value={prefill.contact} />
          <input type="hidden" name="callback_url" value={callbackUrl} />
          <input type="hidden" name="cancel_url" value={cancelUrl} />
          <button type="submit" className="btn-primary w-full">
            {t("Pay now")}
          </button>
        </form>
      )}
      {state.busy ? (
        <div
          role="status"
          className="fixed inset-0 z-30 flex items-center justify-center bg-white/80 text-lg font-semibold"
        >
          {t("Processing Payment")}
        </div>
      ) : null}
      <Link to="/cart" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {t("Change Payment Method")}
      </Link>
    </section>
  );
}
