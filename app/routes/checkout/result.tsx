import { Form, Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import {
  countdownText,
  DEFAULT_ESTIMATE_TEXT,
  displayOrderId,
  estimatedDelivery,
  isActive,
} from "~/features/orders/order-status";
import { SUPPORT_CONTACT } from "~/features/support/contact";
import { findOrder } from "~/features/orders/orders.server";
import { PAID, VERIFICATION_FAILED, VERIFYING, VERIFYING_LABEL } from "~/features/payments/payment-rules";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { Price } from "~/ui/Price";
import { InlineFacts } from "~/ui/InlineFacts";
import type { Route } from "./+types/result";

const SUPPORT_EMAIL = SUPPORT_CONTACT.email;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await findOrder(user.id, params.orderId);
  if (!order) notFound("That order was not found.");
  const status = new URL(request.url).searchParams.get("status");
  // What the database says wins: a payment the webhook confirmed is a success whatever the browser saw.
  const outcome = order.paymentStatus.startsWith(PAID)
    ? "paid"
    : order.paymentStatus === VERIFYING_LABEL
      ? "verifying"
      : status === "cancelled"
        ? "cancelled"
        : status === "unverified"
          ? "unverified"
          : "failed";
  return { order, outcome, now: new Date().toISOString() } as const;
}

export function meta() {
  return [{ title: `Payment — ${BRAND}` }];
}

/** The outcome of a payment: the spec's success, failed and cancelled dialogs, as a page. */
export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { order, outcome, now } = loaderData;
  const a = order.address;
  if (outcome === "paid") {
    return (
      <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
        <h1 id="result-title" className="text-3xl font-bold text-green-900">
          Payment Successful
        </h1>
        <p role="status" className="mt-2">
          Payment successfully verified! Your order is confirmed.
        </p>
        <InlineFacts
          className="mt-4 space-y-1"
          facts={[
            ["Order ID", `#${displayOrderId(order.id)}`],
            ["Amount paid", <Price key="amount" paise={order.totalPaise} />],
            ["Method", order.paymentMethod],
            [
              "Estimated delivery",
              !isActive(order.status)
                ? DEFAULT_ESTIMATE_TEXT
                : order.slot
                  ? order.slot.text
                  : countdownText(estimatedDelivery(order), new Date(now)),
            ],
            ["Delivering to", `${[a.line1, a.line2].filter(Boolean).join(", ")}, ${a.city}`],
          ]}
        />
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={`/profile/orders/${order.id}`} className="btn-primary">
            Track Your Order
          </Link>
          <Link to="/profile/orders" className="btn-secondary">
            View Orders
          </Link>
          <Link to="/restaurants" className="btn-secondary">
            Continue Shopping
          </Link>
        </div>
      </section>
    );
  }
  if (outcome === "verifying") {
    return (
      <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
        <h1 id="result-title" className="text-3xl font-bold">
          Confirming Payment
        </h1>
        <p role="status" className="mt-2">
          {VERIFYING}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <Link to={`/profile/orders/${order.id}`} className="btn-primary">
            Track Your Order
          </Link>
        </div>
      </section>
    );
  }
  const title = outcome === "cancelled" ? "Payment Cancelled" : "Payment Failed";
  const message =
    outcome === "cancelled"
      ? "You closed the payment window. Nothing was charged."
      : outcome === "unverified"
        ? VERIFICATION_FAILED
        : "Payment processing failed. Please try again.";
  return (
    <section aria-labelledby="result-title" className="mx-auto max-w-xl px-4 py-12">
      <h1 id="result-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p role="alert" className="mt-2 text-red-800">
        {message}
      </p>
      <p className="mt-3">
        Amount: <Price paise={order.totalPaise} /> · Method: {order.paymentMethod}
      </p>
      <div className="mt-6 flex flex-wrap gap-2">
        <Form method="post" action={`/checkout/pay/${order.id}`}>
          <button type="submit" className="btn-primary">
            {outcome === "cancelled" ? "Try Again" : "Retry Payment"}
          </button>
        </Form>
        <Link to="/cart" className="btn-secondary">
          Change Payment Method
        </Link>
        <Link to="/restaurants" className="btn-secondary">
          Continue Shopping
        </Link>
      </div>
      <p className="mt-6 text-sm">
        Charged but no order? Write to{" "}
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=Payment%20for%20order%20${displayOrderId(order.id)}`}
          className="underline"
        >
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    </section>
  );
}
