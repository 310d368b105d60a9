import { requireUser } from "~/features/accounts/session.server";
import { invoiceLines } from "~/features/invoices/invoice-rules";
import { documentTitle, placeOfSupply, supplyText } from "~/features/invoices/invoice-words";
import { findInvoice } from "~/features/invoices/invoices.server";
import { OrderItems, PrintAndBack } from "~/features/orders/OrderParts";
import { displayOrderId } from "~/features/orders/order-status";
import { BRAND } from "~/lib/brand";
import { formatDateTimeLong } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { AmountRow } from "~/features/pricing/BillLines";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/order-invoice";

export const handle = { i18n: ["orders", "bill"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const invoice = await findInvoice(user.id, params.id);
  if (!invoice) notFound(request, "That order was not found.");
  return { ...invoice, customer: `${user.firstName} ${user.lastName}`.trim() };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const id = loaderData ? displayOrderId(loaderData.order.id) : "";
  return [{ title: `${metaT(matches)("Invoice for order #{id}", { id })} — ${BRAND}` }];
}

/**
 * The order's tax invoice, issued by the platform as the e-commerce operator (section 9(5)), printable: each
 * supply with its SAC, taxable value and taxes; and the credit note that cancels it, if the order was cancelled.
 */
export default function OrderInvoice({ loaderData }: Route.ComponentProps) {
  const { order, documents, restaurant, company, customer } = loaderData;
  const { t, language } = useT("bill");
  const invoice = documents.find((document) => document.kind === "invoice");
  const creditNote = documents.find((document) => document.kind === "credit-note");
  const a = order.address;
  return (
    <article
      aria-labelledby="invoice-title"
      className="max-w-xl space-y-4 rounded-2xl border border-gray-200 p-6 print:border-0 print:p-0"
    >
      <h1 id="invoice-title" className="text-2xl font-bold">
        {documentTitle("invoice", t)}
      </h1>
      {!invoice ? (
        <p>{t("This order has no tax invoice yet: it is issued when the order is confirmed.")}</p>
      ) : (
        <>
          <p className="meta">
            {t("Invoice {number} · {date}", {
              number: invoice.number,
              date: formatDateTimeLong(invoice.issuedAt, language),
            })}
            <br />
            {t("Order #{id}", { id: displayOrderId(order.id) })}
          </p>
          <div className="space-y-1 text-sm [overflow-wrap:anywhere]">
            <p className="font-semibold">{t("Issued by {company}, e-commerce operator", { company: company.name })}</p>
            {company.gstin ? <p>{t("GSTIN {gstin}", { gstin: company.gstin })}</p> : null}
            {company.address ? <p>{company.address}</p> : null}
            {restaurant ? (
              <>
                <p className="pt-2 font-semibold">
                  {t("On behalf of {restaurant}, {address}", {
                    restaurant: restaurant.name,
                    address: restaurant.address,
                  })}
                </p>
                {restaurant.gstin ? <p>{t("GSTIN {gstin}", { gstin: restaurant.gstin })}</p> : null}
                <p>{t("FSSAI Lic. No. {licence}", { licence: restaurant.fssaiLicence })}</p>
              </>
            ) : null}
            <p className="pt-2">
              {t("Billed to {customer}, {address}", {
                customer,
                address: `${a.line1}, ${a.city}, ${a.state} ${a.zipCode}`,
              })}
            </p>
            <p>{t("Place of supply: {place}", { place: placeOfSupply(a.state) })}</p>
          </div>
          <OrderItems order={order} />
          <Supplies order={order} />
          <p className="text-sm">
            {t("Tax on the food is paid by the e-commerce operator under section 9(5) of the CGST Act, 2017.")}
          </p>
          {order.bill.tipPaise > 0 ? (
            <p className="text-sm">{t("The tip goes to the delivery partner in full and is not a taxable supply.")}</p>
          ) : null}
          {creditNote ? (
            <section aria-labelledby="credit-note-title" className="border-t border-gray-200 pt-4">
              <h2 id="credit-note-title" className="text-xl font-bold">
                {documentTitle("credit-note", t)}
              </h2>
              <p className="meta">
                {t("Credit note {number} · {date}", {
                  number: creditNote.number,
                  date: formatDateTimeLong(creditNote.issuedAt, language),
                })}
              </p>
              <p className="text-sm">
                {t("This credit note cancels invoice {number} in full: the order was cancelled.", {
                  number: invoice.number,
                })}
              </p>
            </section>
          ) : null}
        </>
      )}
      <PrintAndBack orderId={order.id} printable={Boolean(invoice)} />
    </article>
  );
}

/** Each supply as a block of its own (a table would not fit a 240 px screen), then the tip, round-off and total. */
function Supplies({ order }: { order: Route.ComponentProps["loaderData"]["order"] }) {
  const { t } = useT("bill");
  const { bill } = order;
  return (
    <div className="space-y-3 text-sm">
      {invoiceLines(bill).map((line) => (
        <section key={line.supply} aria-label={supplyText(line.supply, t)} className="rounded-xl bg-gray-50 p-3">
          <h2 className="font-semibold">
            {supplyText(line.supply, t)} · {t("SAC {sac}", { sac: line.sac })}
          </h2>
          <dl className="mt-1 space-y-1">
            <AmountRow label={t("Taxable value")} paise={line.taxablePaise} />
            {line.taxes.map((tax) => (
              <AmountRow
                key={tax.kind}
                label={t("{kind} {percent}%", { kind: tax.kind.toUpperCase(), percent: tax.basisPoints / 100 })}
                paise={tax.paise}
              />
            ))}
            <AmountRow label={t("Amount")} paise={line.totalPaise} strong />
          </dl>
        </section>
      ))}
      <dl className="space-y-1">
        {bill.tipPaise > 0 ? <AmountRow label={t("Delivery partner tip")} paise={bill.tipPaise} /> : null}
        {bill.roundOffPaise !== 0 ? <AmountRow label={t("Round off")} paise={bill.roundOffPaise} /> : null}
        <AmountRow label={t("Total")} paise={bill.totalPaise} strong />
      </dl>
    </div>
  );
}
