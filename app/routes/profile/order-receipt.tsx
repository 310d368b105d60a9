import { requireUser } from "~/features/accounts/session.server";
import { OrderItems, PrintAndBack } from "~/features/orders/OrderParts";
import { displayOrderId } from "~/features/orders/order-status";
import { receiptText } from "~/features/orders/order-text";
import { findReceipt } from "~/features/orders/orders.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { BillLines } from "~/features/pricing/BillLines";
import { billView } from "~/features/pricing/bill-words";
import { requestT } from "~/lib/language.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/order-receipt";

export const handle = { i18n: ["orders", "bill", "addresses"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const receipt = await findReceipt(user.id, params.id);
  if (!receipt) notFound(request, "That order was not found.");
  return {
    ...receipt,
    bill: billView(receipt.order.bill, requestT(request)),
    customer: `${user.firstName} ${user.lastName}`.trim(),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const id = loaderData ? displayOrderId(loaderData.order.id) : "";
  return [{ title: `${metaT(matches)("Receipt #{id}", { id })} — ${BRAND}` }];
}

/** A printable receipt with every charge, the seller's FSSAI licence and our GSTIN. */
export default function OrderReceipt({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const { t, language } = useT("orders");
  const text = receiptText(loaderData, t, language);
  return (
    <article
      aria-labelledby="receipt-title"
      className="max-w-xl rounded-2xl border border-gray-200 p-6 print:border-0 print:p-0"
    >
      <h1 id="receipt-title" className="text-2xl font-bold">
        {text.title}
      </h1>
      <p className="meta">{text.heading}</p>
      <p className="mt-3">{text.seller}</p>
      {text.licence ? <p className="meta">{text.licence}</p> : null}
      <p className="meta">{text.billedTo}</p>
      <div className="mt-4">
        <OrderItems order={order} />
      </div>
      <div className="mt-4">
        <BillLines view={loaderData.bill} open />
      </div>
      {text.slot ? <p className="mt-4 text-sm">{text.slot}</p> : null}
      <p className="mt-4 text-sm">{text.payment}</p>
      <p className="mt-2 text-sm text-gray-700">{text.facilitator}</p>
      <PrintAndBack orderId={order.id} printable className="mt-6" />
    </article>
  );
}
