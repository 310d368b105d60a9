import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { BillSummary, OrderItems } from "~/features/orders/OrderParts";
import { displayOrderId } from "~/features/orders/order-status";
import { findReceipt } from "~/features/orders/orders.server";
import { BRAND } from "~/lib/brand";
import { formatDateTimeLong } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import { useHydrated } from "~/ui/useHydrated";
import type { Route } from "./+types/order-receipt";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const receipt = await findReceipt(user.id, params.id);
  if (!receipt) notFound("That order was not found.");
  return { ...receipt, customer: `${user.firstName} ${user.lastName}`.trim() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Receipt #${loaderData ? displayOrderId(loaderData.order.id) : ""} — ${BRAND}` }];
}

/** A printable receipt with every charge, the seller's FSSAI licence and our GSTIN. */
export default function OrderReceipt({ loaderData }: Route.ComponentProps) {
  const { order, customer, fssaiLicence, company } = loaderData;
  const hydrated = useHydrated();
  const a = order.address;
  return (
    <article
      aria-labelledby="receipt-title"
      className="max-w-xl rounded-2xl border border-gray-200 p-6 print:border-0 print:p-0"
    >
      <h1 id="receipt-title" className="text-2xl font-bold">
        Receipt
      </h1>
      <p className="meta">
        {BRAND} · Order #{displayOrderId(order.id)} · {formatDateTimeLong(order.createdAt)}
      </p>
      <p className="mt-3">{order.restaurantName}</p>
      {fssaiLicence ? <p className="meta">FSSAI Lic. No. {fssaiLicence}</p> : null}
      <p className="meta">
        Billed to {customer}, {a.line1}, {a.city}, {a.state} {a.zipCode}
      </p>
      <div className="mt-4">
        <OrderItems order={order} />
      </div>
      <div className="mt-4">
        <BillSummary order={order} />
      </div>
      {order.slot ? <p className="mt-4 text-sm">Delivery slot: {order.slot.text}</p> : null}
      <p className="mt-4 text-sm">
        Payment: {order.paymentMethod} · {order.paymentStatus}
      </p>
      <p className="mt-2 text-sm text-gray-700">
        Order facilitated by {company.name}
        {company.gstin ? ` · GSTIN ${company.gstin}` : ""}
      </p>
      <p className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className="btn-primary">
            Print
          </button>
        ) : (
          <span className="meta">To print, use your browser's Print command (Ctrl+P).</span>
        )}
        <Link
          to={`/profile/orders/${order.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          Back to the order
        </Link>
      </p>
    </article>
  );
}
