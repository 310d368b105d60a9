import { requireRole } from "~/features/accounts/session.server";
import { csvRupees, toCsv, weekOf } from "~/features/payouts/payout-rules";
import { weekPayouts } from "~/features/payouts/payouts.server";
import type { Route } from "./+types/payouts-csv";

/** The week's restaurant statements as a CSV, one row a restaurant, rupees with two decimals. */
export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { monday, restaurants } = await weekPayouts(weekOf(url.searchParams.get("week"), new Date()));
  const csv = toCsv([
    [
      "week",
      "restaurant_id",
      "restaurant",
      "orders",
      "food_sales",
      "packaging",
      "commission_percent",
      "commission",
      "gst_on_commission",
      "gateway_charges",
      "net_payout",
    ],
    ...restaurants.map((r) => [
      monday,
      r.restaurantId,
      r.name,
      r.orders,
      csvRupees(r.foodPaise),
      csvRupees(r.packagingPaise),
      (r.commissionBasisPoints / 100).toFixed(2),
      csvRupees(r.commissionPaise),
      csvRupees(r.commissionGstPaise),
      csvRupees(r.gatewayPaise),
      csvRupees(r.payoutPaise),
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="payouts-${monday}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
