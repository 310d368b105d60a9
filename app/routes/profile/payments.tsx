import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { PAYMENT_METHODS, paymentMethodChoice, paymentMethodText } from "~/features/cart/cart-rules";
import { displayOrderId } from "~/features/orders/order-status";
import { paymentHistory, preferredMethod, receipts } from "~/features/payments/payment-history.server";
import { PAYMENT_MESSAGES } from "~/features/payments/payment-messages";
import { HISTORY_PERIODS, historyStatusText, periodLabel, type HistoryPeriod } from "~/features/payments/payment-rules";
import { historyQuerySchema } from "~/features/payments/payments-query.server";
import { preferredMethodSchema } from "~/features/payments/payments.schema";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle, Translate } from "~/lib/i18n";
import { formatDateTime } from "~/lib/dates";
import { oneOf, parseSearch } from "~/lib/search-params.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { savePreferredPaymentMethod } from "~/features/accounts/users.server";
import type { Route } from "./+types/payments";
import { defineAction, done, intent } from "~/lib/action.server";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

const TABS = { methods: "Payment Methods", history: "History", billing: "Billing" } as const;

/** A tab's name in the page's language. */
function tabLabel(tab: keyof typeof TABS, t: Translate): string {
  switch (tab) {
    case "methods":
      return t("Payment Methods");
    case "history":
      return t("History");
    case "billing":
      return t("Billing");
  }
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const paymentsQuerySchema = historyQuerySchema.extend({ tab: oneOf(TABS, "methods") });
  const { tab, period } = parseSearch(request, paymentsQuerySchema);
  const [preferred, history, bills] = await Promise.all([
    preferredMethod(user.id),
    paymentHistory(user.id, period),
    receipts(user.id),
  ]);
  return { tab, period, preferred, history, bills, constraint: getZodConstraint(preferredMethodSchema) };
}

export const action = defineAction("customer", {
  method: intent(preferredMethodSchema, async ({ value, user }) => {
    await savePreferredPaymentMethod(user.id, value.method);
    return done("/profile/payments?tab=methods", PAYMENT_MESSAGES.methodSaved);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Payments")} — ${BRAND}` }];
}

export default function Payments({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, period, preferred, history, bills, constraint } = loaderData;
  const kit = formKit({ id: "payment-method", answered: actionData, constraint });
  const { t, language } = useT("cart");
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title" className="text-2xl font-bold">
        {t("Payments")}
      </h1>
      <nav aria-label={t("Payment sections")} className="mt-4 border-b border-gray-200">
        <ul className="flex flex-wrap gap-1">
          {(Object.keys(TABS) as (keyof typeof TABS)[]).map((key) => (
            <li key={key}>
              <Link
                to={`?tab=${key}`}
                aria-current={tab === key ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${tab === key ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700"}`}
              >
                {tabLabel(key, t)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "methods" ? (
        <div className="mt-6 max-w-xl space-y-4">
          <p className="text-gray-800">
            {t(
              "Card, UPI and wallet details are entered on our payment provider's secure page (Razorpay) and kept by them. We never see or store your card number.",
            )}
          </p>
          <KitForm kit={kit} className="space-y-3">
            <fieldset id={kit.field("method").id}>
              <legend className="font-semibold">{t("Preferred payment method")}</legend>
              <p className="meta">{t("Your cart starts with this one; you can change it at checkout.")}</p>
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
                    {paymentMethodChoice(method, t)}
                  </label>
                ))}
              </div>
            </fieldset>
            <SubmitButton className="btn-primary">{t("Save")}</SubmitButton>
          </KitForm>
        </div>
      ) : tab === "history" ? (
        <div className="mt-6">
          <nav aria-label={t("Period")}>
            <ul className="flex flex-wrap gap-2">
              {(Object.keys(HISTORY_PERIODS) as HistoryPeriod[]).map((key) => (
                <li key={key}>
                  <Link
                    to={`?tab=history&period=${key}`}
                    aria-current={period === key ? "page" : undefined}
                    className={`chip ${period === key ? "chip-active" : ""}`}
                  >
                    {periodLabel(key, t)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {history.length === 0 ? (
            <p className="mt-6 text-gray-700">{t("No payments in this period.")}</p>
          ) : (
            <ul className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200">
              {history.map((record) => (
                <li key={record.key} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    <span className="font-semibold">
                      {record.kind === "refund"
                        ? t("Refund")
                        : record.kind === "tip"
                          ? t("Tip for your delivery partner")
                          : t("Payment")}
                    </span>{" "}
                    · {t("Order #{id}", { id: displayOrderId(record.orderId) })} · {record.restaurantName}
                    <span className="block text-sm text-gray-700">
                      {formatDateTime(record.at, language)} ·{" "}
                      {record.method ? <>{paymentMethodText(record.method, t)} · </> : null}
                      {historyStatusText(record.status, t)}
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
            <p className="text-gray-700">{t("No receipts yet.")}</p>
          ) : (
            <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200">
              {bills.map((bill) => (
                <li key={bill.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <span>
                    {t("Order #{id}", { id: displayOrderId(bill.id) })} · {bill.restaurant_name} ·{" "}
                    {formatDateTime(bill.created_at, language)}
                  </span>
                  <span className="flex items-center gap-3">
                    <Price paise={bill.total_paise} />
                    <Link
                      to={`/profile/orders/${bill.id}/receipt`}
                      aria-label={t("Receipt for order {id}", { id: displayOrderId(bill.id) })}
                      className="font-semibold text-brand-700 underline"
                    >
                      {t("Receipt")}
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
