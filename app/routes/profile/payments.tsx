import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { PAYMENT_METHODS } from "~/features/cart/cart-rules";
import { displayOrderId } from "~/features/orders/order-status";
import {
  paymentHistory,
  preferredMethod,
  receipts,
  savePreferredMethod,
} from "~/features/payments/payment-history.server";
import { PAYMENT_MESSAGES } from "~/features/payments/payment-messages";
import { HISTORY_PERIODS } from "~/features/payments/payment-rules";
import { historyQuerySchema } from "~/features/payments/payments-query.server";
import { preferredMethodSchema } from "~/features/payments/payments.schema";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { oneOf, parseSearch } from "~/lib/search-params.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { Price } from "~/ui/Price";
import type { Route } from "./+types/payments";

const TABS = { methods: "Payment Methods", history: "History", billing: "Billing" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const paymentsQuerySchema = historyQuerySchema.extend({ tab: oneOf(TABS, "methods") });
  const { tab, period } = parseSearch(request, paymentsQuerySchema);
  const [preferred, history, bills] = await Promise.all([
    preferredMethod(user.id),
    paymentHistory(user.id, period),
    receipts(user.id),
  ]);
  return { tab, period, preferred, history, bills };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: preferredMethodSchema });
  if (submission.status !== "success") return data({ error: "Choose a payment method." }, { status: 400 });
  await savePreferredMethod(user.id, submission.value.method);
  return redirectWithFlash(request, "/profile/payments?tab=methods", PAYMENT_MESSAGES.methodSaved);
}

export function meta() {
  return [{ title: `Payments — ${BRAND}` }];
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, period, preferred, history, bills } = loaderData;
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="text-2xl font-bold">
        Payments
      </h1>
      <nav aria-label="Payment sections" className="mt-4 border-b border-gray-200">
        <ul className="flex flex-wrap gap-1">
          {Object.entries(TABS).map(([key, label]) => (
            <li key={key}>
              <Link
                to={`?tab=${key}`}
                aria-current={tab === key ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${tab === key ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700"}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "methods" ? (
        <div className="mt-6 max-w-xl space-y-4">
          <p className="text-gray-800">
            Card, UPI and wallet details are entered on our payment provider's secure page (Razorpay) and kept by them.
            We never see or store your card number.
          </p>
          <Form method="post" className="space-y-3">
            {actionData?.error ? (
              <p role="alert" className="text-red-800">
                {actionData.error}
              </p>
            ) : null}
            <fieldset>
              <legend className="font-semibold">Preferred payment method</legend>
              <p className="meta">Your cart starts with this one; you can change it at checkout.</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {PAYMENT_METHODS.map((method) => (
                  <label
                    key={method}
                    className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={method}
                      defaultChecked={method === preferred}
                      className="sr-only"
                    />
                    {method === "COD" ? "Cash on Delivery (COD)" : method}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn-primary">
              Save
            </button>
          </Form>
        </div>
      ) : tab === "history" ? (
        <div className="mt-6">
          <nav aria-label="Period">
            <ul className="flex flex-wrap gap-2">
              {Object.entries(HISTORY_PERIODS).map(([key, label]) => (
                <li key={key}>
                  <Link
                    to={`?tab=history&period=${key}`}
                    aria-current={period === key ? "page" : undefined}
                    className={`chip ${period === key ? "chip-active" : ""}`}
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {history.length === 0 ? (
            <p className="mt-6 text-gray-700">No payments in this period.</p>
          ) : (
            <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200">
              {history.map((record) => (
                <li
                  key={`${record.orderId}-${record.kind}`}
                  className="flex flex-wrap items-center justify-between gap-2 p-3"
                >
                  <span>
                    <span className="font-semibold">{record.kind === "refund" ? "Refund" : "Payment"}</span> · Order #
                    {displayOrderId(record.orderId)} · {record.restaurantName}
                    <span className="block text-sm text-gray-700">
                      {formatDateTime(record.at)} · {record.method} · {record.status}
                    </span>
                  </span>
                  <span className={record.kind === "refund" ? "font-semibold text-green-800" : "font-semibold"}>
                    {record.kind === "refund" ? "+" : ""}
                    <Price paise={record.amountPaise} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <div className="mt-6">
          {bills.length === 0 ? (
            <p className="text-gray-700">No receipts yet.</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200">
              {bills.map((bill) => (
                <li key={bill.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    Order #{displayOrderId(bill.id)} · {bill.restaurant_name} · {formatDateTime(bill.created_at)}
                  </span>
                  <span className="flex items-center gap-3">
                    <Price paise={bill.total_paise} />
                    <Link to={`/profile/orders/${bill.id}/receipt`} className="font-semibold text-brand-700 underline">
                      Receipt<span className="sr-only"> for order {displayOrderId(bill.id)}</span>
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
