import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { BillSummary, OrderItems } from "~/features/orders/OrderParts";
import { displayOrderId } from "~/features/orders/order-status";
import { receiptText } from "~/features/orders/order-text";
import { findReceipt } from "~/features/orders/orders.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/order-receipt";

export const handle = { i18n: ["orders"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const receipt = await findReceipt(user.id, params.id);
  if (!receipt) notFound(request, "That order was not found.");
  return { ...receipt, customer: `${user.firstName} ${user.lastName}`.trim() };
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
  const hydrated = useHydrated();
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
        <BillSummary order={order} />
      </div>
      {text.slot ? <p className="mt-4 text-sm">{text.slot}</p> : null}
      <p className="mt-4 text-sm">{text.payment}</p>
      <p className="mt-2 text-sm text-gray-700">{text.facilitator}</p>
      <p className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className="btn-primary">
            {t("Print")}
          </button>
        ) : (
          <span className="meta">{t("To print, use your browser's Print command (Ctrl+P).")}</span>
        )}
        <Link
          to={`/profile/orders/${order.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("Back to the order")}
        </Link>
      </p>
    </article>
  );
}
