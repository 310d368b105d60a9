import { displayOrderId } from "~/features/orders/order-status";
import { PartnerNav } from "~/features/partners/PartnerNav";
import { requireOwner } from "~/features/partners/partners.server";
import { weekOf } from "~/features/payouts/payout-rules";
import { restaurantWeek } from "~/features/payouts/payouts.server";
import { StatementCells, useStatementColumns, WeekStatement } from "~/features/payouts/StatementParts";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/payouts";

export const handle = { i18n: ["partners", "payouts"] } satisfies I18nHandle;

/**
 * `/partner/:restaurantId/payouts`: the restaurant's weekly statement, the console's own figures for it,
 * order by order, and as a CSV. Its owners only: staff run orders, not the money.
 */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireOwner(request, context, url, params.restaurantId);
  return { restaurant, ...(await restaurantWeek(restaurant.id, weekOf(url.searchParams.get("week"), new Date()))) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Payouts")} — ${loaderData?.restaurant.name ?? ""} — ${BRAND}` }];
}

export default function PartnerPayouts({ loaderData }: Route.ComponentProps) {
  const { restaurant, monday, statement, orders } = loaderData;
  const { t, language } = useT("partners");
  const columns = useStatementColumns();
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("Payouts — {restaurant}", { restaurant: restaurant.name })}</h1>
        <PartnerNav restaurant={restaurant} />
      </div>
      <p className="meta">
        {t(
          "For the orders delivered in a week, Monday to Sunday: your food sales after your offers and your packaging, less our commission, GST on it and the payment gateway's charges on online payments.",
        )}
      </p>
      <WeekStatement
        monday={monday}
        summary={
          statement ? (
            <>
              {t("Net payout for {count, plural, one {# order} other {# orders}}:", { count: statement.orders })}{" "}
              <strong>
                <Price paise={statement.payoutPaise} />
              </strong>
            </>
          ) : null
        }
        csvHref={`/partner/${restaurant.id}/payouts.csv?week=${monday}`}
        caption={t("Orders delivered this week")}
        columns={[t("Order"), t("Delivered at"), t("Payment"), ...columns]}
        rows={orders.map((order) => (
          <tr key={order.orderId} className="border-b border-gray-100">
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              #{displayOrderId(order.orderId)}
            </th>
            <td className="py-2 pr-3">{formatDateTime(order.deliveredAt, language)}</td>
            <td className="py-2 pr-3">{order.online ? t("Online") : t("Cash on delivery")}</td>
            <StatementCells statement={order} />
          </tr>
        ))}
        labelColumns={3}
        totalCells={statement ? <StatementCells statement={statement} /> : null}
        empty={t("No orders were delivered this week.")}
      />
    </div>
  );
}
