import { requestT } from "~/lib/language.server";
import { Form, Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { paymentMethodText } from "~/features/cart/cart-rules";
import { DeliveryCountdown, DeliveryInfo, OrderItems, StatusBadge } from "~/features/orders/OrderParts";
import {
  displayOrderId,
  isActive,
  MAX_ORDER_QUERY,
  ORDER_TABS,
  orderTabText,
  type OrderTab,
} from "~/features/orders/order-status";
import { orderListQuerySchema } from "~/features/orders/orders-query.server";
import { listOrders } from "~/features/orders/orders.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import type { I18nHandle } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { Price } from "~/ui/Price";
import { SearchField } from "~/ui/SearchField";
import { BillLines } from "~/features/pricing/BillLines";
import { billView } from "~/features/pricing/bill-words";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/orders";

export const handle = { i18n: ["orders", "bill"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { tab, q } = parseSearch(request, orderListQuerySchema);
  const { orders, counts } = await listOrders(user.id, tab, q);
  const t = requestT(request);
  return {
    orders: orders.map((order) => ({ ...order, billView: billView(order.bill, t) })),
    counts,
    tab,
    q,
    renderedAt: new Date().toISOString(),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Orders")} — ${BRAND}` }];
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { orders, counts, tab, q, renderedAt } = loaderData;
  const { t, language } = useT("orders");
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-2xl font-bold">
        {t("Orders")}
      </h1>
      <p className="text-gray-700">{t("{count, plural, one {# order} other {# orders}}", { count: counts.all })}</p>
      <nav aria-label={t("Order tabs")} className="mt-4 border-b border-gray-200">
        <ul className="flex flex-wrap gap-1">
          {(Object.keys(ORDER_TABS) as OrderTab[]).map((key) => (
            <li key={key}>
              <Link
                to={`?tab=${key}${q ? `&q=${encodeURIComponent(q)}` : ""}`}
                aria-current={tab === key ? "page" : undefined}
                className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${tab === key ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700"}`}
              >
                {orderTabText(key, counts[key], t)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <input type="hidden" name="tab" value={tab} />
        <SearchField
          id="orders-q"
          label={t("Search by order ID, restaurant or dish")}
          placeholder={t("Search by order ID, restaurant or dish")}
          defaultValue={q}
          maxLength={MAX_ORDER_QUERY}
          primary={false}
        />
      </Form>
      {orders.length === 0 ? (
        <div className="mt-10 text-center">
          <p className="text-gray-700">
            {q ? t("No orders match “{query}”.", { query: q }) : t("No orders here yet.")}
          </p>
          <Link to="/restaurants" className="btn-primary mt-4">
            {t("Browse Restaurants")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-4">
          {orders.map((order) => {
            const id = displayOrderId(order.id);
            return (
              <li key={order.id} className="rounded-2xl border border-gray-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-lg font-bold">
                    #{id} · {order.restaurantName}
                  </h2>
                  <StatusBadge status={order.status} scheduled={order.scheduled} />
                </div>
                <p className="meta">
                  {formatDateTime(order.createdAt, language)} · <Price paise={order.totalPaise} /> ·{" "}
                  {paymentMethodText(order.paymentMethod, t)}
                </p>
                <DeliveryCountdown order={order} renderedAt={renderedAt} />
                <details className="mt-2">
                  <summary className="inline-flex min-h-11 items-center font-semibold text-brand-700">
                    {t("Order details")}
                  </summary>
                  <div className="mt-2 grid gap-4 md:grid-cols-3">
                    <section aria-label={t("Items")}>
                      <OrderItems order={order} />
                    </section>
                    <section aria-label={t("Bill summary")}>
                      <BillLines view={order.billView} />
                    </section>
                    <section aria-label={t("Delivery info")}>
                      <DeliveryInfo order={order} />
                    </section>
                  </div>
                </details>
                <div className="mt-3 flex flex-wrap gap-2">
                  {isActive(order.status) ? (
                    <Link
                      to={`/profile/orders/${order.id}`}
                      aria-label={t("Track order {id}", { id })}
                      className="btn-secondary min-h-9 py-1 text-sm"
                    >
                      {t("Track")}
                    </Link>
                  ) : (
                    <Link
                      to={`/profile/orders/${order.id}`}
                      aria-label={t("View order {id}", { id })}
                      className="btn-secondary min-h-9 py-1 text-sm"
                    >
                      {t("View")}
                    </Link>
                  )}
                  <Form method="post" action={`/profile/orders/${order.id}`}>
                    <input type="hidden" name="intent" value="reorder" />
                    <button
                      type="submit"
                      aria-label={t("Reorder order {id}", { id })}
                      className="btn-secondary min-h-9 py-1 text-sm"
                    >
                      {t("Reorder")}
                    </button>
                  </Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
