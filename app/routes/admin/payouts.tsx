import { requireRole } from "~/features/accounts/session.server";
import { weekOf } from "~/features/payouts/payout-rules";
import { ridersOfWeek, weekPayouts } from "~/features/payouts/payouts.server";
import {
  RiderPayCells,
  StatementCells,
  useRiderPayColumns,
  useStatementColumns,
  WeekPicker,
  WeekTitle,
} from "~/features/payouts/StatementParts";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { Price } from "~/ui/Price";
import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/payouts";

export const handle = { i18n: ["payouts"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const monday = weekOf(url.searchParams.get("week"), new Date());
  const [payouts, riders] = await Promise.all([weekPayouts(monday), ridersOfWeek(monday)]);
  return { ...payouts, riders };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Payouts — operations")} — ${BRAND}` }];
}

/**
 * The week's payouts: what customers paid for the orders delivered in it, and who gets what (restaurants,
 * delivery partners, the platform, the gateway, the taxes), then each restaurant's statement; a CSV of it.
 */
export default function Payouts({ loaderData }: Route.ComponentProps) {
  const { monday, totals, restaurants, riders } = loaderData;
  const { t } = useT("admin");
  const columns = useStatementColumns();
  const riderColumns = useRiderPayColumns();
  const shares = [
    [t("Restaurants"), totals.restaurantPaise],
    [t("Delivery partners (delivery fees and tips)"), totals.ridersPaise],
    [t("Platform (platform fees and commission, less promo codes)"), totals.platformPaise],
    [t("Payment gateway"), totals.gatewayPaise],
    [t("Taxes collected (GST)"), totals.taxesPaise],
  ] as const;
  return (
    <section aria-labelledby="payouts-title" className="space-y-6">
      <h1 id="payouts-title" className="text-2xl font-bold">
        {t("Payouts")}
      </h1>
      <WeekPicker monday={monday} />
      <section aria-labelledby="week-title" className="rounded-2xl border border-gray-200 p-4">
        <WeekTitle id="week-title" monday={monday} />
        <p className="mt-1 text-gray-700">
          {t("{count, plural, one {# order delivered} other {# orders delivered}}", { count: totals.orders })}
        </p>
        <dl className="mt-3 max-w-xl space-y-1">
          <div className="flex justify-between gap-2 font-bold">
            <dt>{t("Customers paid")}</dt>
            <dd>
              <Price paise={totals.paidPaise} />
            </dd>
          </div>
          {shares.map(([label, paise]) => (
            <div key={label} className="flex justify-between gap-2">
              <dt>{label}</dt>
              <dd>
                <Price paise={paise} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="statements-title" className="space-y-3">
        <h2 id="statements-title" className="text-lg font-bold">
          {t("Restaurant statements")}
        </h2>
        <a href={`/admin/payouts.csv?week=${monday}`} download className="btn-secondary">
          {t("Download CSV")}
        </a>
        {restaurants.length === 0 ? (
          <p>{t("No orders were delivered this week.")}</p>
        ) : (
          <TableBox label={t("Restaurant statements")}>
            <table className="w-full text-sm">
              <TableHead columns={[t("Restaurant"), t("Orders"), ...columns]} lastAlign="right" />
              <tbody>
                {restaurants.map((r) => (
                  <tr key={r.restaurantId} className="border-b border-gray-100">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {r.name}
                    </th>
                    <td className="py-2 pr-3">{r.orders}</td>
                    <StatementCells statement={r} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
      <section aria-labelledby="rider-statements-title" className="space-y-3">
        <h2 id="rider-statements-title" className="text-lg font-bold">
          {t("Rider statements")}
        </h2>
        <a href={`/admin/rider-payouts.csv?week=${monday}`} download className="btn-secondary">
          {t("Download riders' CSV")}
        </a>
        {riders.length === 0 ? (
          <p>{t("No rider delivered an order this week.")}</p>
        ) : (
          <TableBox label={t("Rider statements")}>
            <table className="w-full text-sm">
              <TableHead columns={[t("Rider"), t("Trips"), ...riderColumns]} lastAlign="right" />
              <tbody>
                {riders.map((r) => (
                  <tr key={r.riderId} className="border-b border-gray-100">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {r.name}
                    </th>
                    <td className="py-2 pr-3">{r.trips}</td>
                    <RiderPayCells pay={r} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </section>
    </section>
  );
}
