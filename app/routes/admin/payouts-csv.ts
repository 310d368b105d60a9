import { requireRole } from "~/features/accounts/session.server";
import { STATEMENT_CSV_COLUMNS, statementCsvCells, toCsv, weekOf } from "~/features/payouts/payout-rules";
import { weekPayouts } from "~/features/payouts/payouts.server";
import { csvDownload } from "~/lib/http.server";
import type { Route } from "./+types/payouts-csv";

/** The week's restaurant statements as a CSV, one row a restaurant, rupees with two decimals. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { monday, restaurants } = await weekPayouts(weekOf(url.searchParams.get("week"), new Date()));
  const csv = toCsv([
    ["week", "restaurant_id", "restaurant", ...STATEMENT_CSV_COLUMNS],
    ...restaurants.map((r) => [monday, r.restaurantId, r.name, ...statementCsvCells(r)]),
  ]);
  return csvDownload(csv, `payouts-${monday}.csv`);
}
