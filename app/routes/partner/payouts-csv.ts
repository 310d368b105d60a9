import { requireOwner } from "~/features/partners/partners.server";
import { indiaTime, STATEMENT_CSV_COLUMNS, statementCsvCells, toCsv, weekOf } from "~/features/payouts/payout-rules";
import { restaurantWeek } from "~/features/payouts/payouts.server";
import { csvDownload } from "~/lib/http.server";
import type { Route } from "./+types/payouts-csv";

/** The restaurant's statement for a week as a CSV: a row an order, then the week's total. Owners only. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireOwner(request, context, url, params.restaurantId);
  const { monday, statement, orders } = await restaurantWeek(
    restaurant.id,
    weekOf(url.searchParams.get("week"), new Date()),
  );
  const csv = toCsv([
    ["week", "order_id", "delivered_at", "payment", ...STATEMENT_CSV_COLUMNS],
    ...orders.map((order) => [
      monday,
      order.orderId,
      indiaTime(order.deliveredAt),
      order.online ? "online" : "cash",
      ...statementCsvCells(order),
    ]),
    ...(statement ? [[monday, "total", "", "", ...statementCsvCells(statement)]] : []),
  ]);
  return csvDownload(csv, `payouts-${restaurant.slug}-${monday}.csv`);
}
