import { requireRider } from "~/features/delivery/riders.server";
import { indiaTime, RIDER_CSV_COLUMNS, riderCsvCells, toCsv, weekOf } from "~/features/payouts/payout-rules";
import { riderWeek } from "~/features/payouts/payouts.server";
import { csvDownload } from "~/lib/http.server";
import type { Route } from "./+types/payouts-csv";

/** The rider's statement for a week as a CSV: a row a trip, then the week's total. Their own only. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { rider } = await requireRider(request, context, url);
  const { monday, statement, trips } = await riderWeek(rider.userId, weekOf(url.searchParams.get("week"), new Date()));
  const csv = toCsv([
    ["week", "order_id", "delivered_at", ...RIDER_CSV_COLUMNS],
    ...trips.map((trip) => [monday, trip.orderId, indiaTime(trip.deliveredAt), ...riderCsvCells(trip)]),
    ...(statement ? [[monday, "total", "", ...riderCsvCells(statement)]] : []),
  ]);
  return csvDownload(csv, `rider-pay-${monday}.csv`);
}
