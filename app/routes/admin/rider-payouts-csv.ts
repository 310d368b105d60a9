import { requireRole } from "~/features/accounts/session.server";
import { RIDER_CSV_COLUMNS, riderCsvCells, toCsv, weekOf } from "~/features/payouts/payout-rules";
import { ridersOfWeek } from "~/features/payouts/payouts.server";
import { csvDownload } from "~/lib/http.server";
import type { Route } from "./+types/rider-payouts-csv";

/** The week's rider statements as a CSV, one row a rider, rupees with two decimals. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const monday = weekOf(url.searchParams.get("week"), new Date());
  const riders = await ridersOfWeek(monday);
  const csv = toCsv([
    ["week", "rider_id", "rider", "trips", ...RIDER_CSV_COLUMNS],
    ...riders.map((r) => [monday, r.riderId, r.name, r.trips, ...riderCsvCells(r)]),
  ]);
  return csvDownload(csv, `rider-payouts-${monday}.csv`);
}
