import { useState } from "react";
import { useNavigate } from "react-router";
import { BRAND } from "~/lib/brand";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { Alert } from "~/ui/Alert";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";

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

/** What the checkout needs of an open attempt (`PaymentStep`, as the loader sends it). */
interface CheckoutStep {
  gatewayOrderId: string;
  amountPaise: number;
  keyId: string;
  checkoutScriptUrl: string;
  apiUrl: string;
  test: boolean;
}

/**
 * "Pay now" for an open attempt, an order's payment or a tip. Without JavaScript: a form posting to the
 * gateway's hosted checkout, which returns to /checkout/verify. With it: the gateway's checkout script,
 * loaded only here, opens its modal; its outcome ("paid", "verifying", "unverified", "failed", "cancelled")
 * goes to `resultHref`.
 */
export function GatewayCheckout({
  step,
  description,
  prefill,
  method,
  callbackUrl,
  cancelUrl,
  resultHref,
}: {
  step: CheckoutStep;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** The method the checkout opens on: "upi", "wallet" or "card". */
  method: string;
  callbackUrl: string;
  cancelUrl: string;
  resultHref: (status: string) => string;
}) {
  const { t } = useT("cart");
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

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
      prefill: { ...prefill, method },
      handler: async (response: RazorpayResponse) => {
        const verified = await fetch("/checkout/verify", {
          method: "POST",
          body: new URLSearchParams({ ...response, [ENHANCED_FIELD]: "1" }),
        })
          .then((answer) => answer.json() as Promise<{ status: string }>)
          .catch(() => ({ status: "refused" }));
        navigate(resultHref(verified.status === "refused" ? "unverified" : verified.status));
      },
      modal: {
        ondismiss: () => navigate(resultHref("cancelled")),
      },
    });
    // The gateway's webhook records the failure; the page only says so.
    checkout.on("payment.failed", () => navigate(resultHref("failed")));
    checkout.open();
  };

  return (
    <>
      {step.test ? (
        <p className="mt-3 rounded-lg bg-amber-100 p-3 font-bold text-amber-950">
          {t("Test payments — no real money")}
        </p>
      ) : null}
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
    </>
  );
}
