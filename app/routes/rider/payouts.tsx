import { Link } from "react-router";
import { requireRider } from "~/features/delivery/riders.server";
import { displayOrderId } from "~/features/orders/order-status";
import { weekOf } from "~/features/payouts/payout-rules";
import { riderWeek } from "~/features/payouts/payouts.server";
import { RiderPayCells, useRiderPayColumns, WeekStatement } from "~/features/payouts/StatementParts";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { formatRupees } from "~/lib/money";
import type { Route } from "./+types/payouts";

export const handle = { i18n: ["riders", "payouts"] } satisfies I18nHandle;

/** `/rider/payouts`: the rider's own weekly statement, trip by trip (delivery pay and the whole tip), and as a CSV. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { rider } = await requireRider(request, context, url);
  return riderWeek(rider.userId, weekOf(url.searchParams.get("week"), new Date()));
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Your pay")} — ${BRAND}` }];
}

export default function RiderPayouts({ loaderData }: Route.ComponentProps) {
  const { monday, statement, trips } = loaderData;
  const { t, language } = useT("riders");
  const columns = useRiderPayColumns();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4">
      <h1 className="text-2xl font-bold">{t("Your pay")}</h1>
      <p>
        <Link to="/rider" className="underline">
          {t("Back to deliveries")}
        </Link>
      </p>
      <p className="meta">
        {t(
          "For the trips delivered in a week, Monday to Sunday: each trip's delivery fee and surcharges, and the whole tip.",
        )}
      </p>
      <WeekStatement
        monday={monday}
        summary={
          statement ? (
            <>
              {t("{trips, plural, one {# trip} other {# trips}}:", { trips: statement.trips })}{" "}
              <strong>
                <Price paise={statement.payPaise} />
              </strong>
              {statement.cashTipPaise > 0 ? (
                <span className="mt-1 block text-base">
                  {t("Of your tips, {amount} was given to you in cash at the door.", {
                    amount: formatRupees(statement.cashTipPaise),
                  })}
                </span>
              ) : null}
            </>
          ) : null
        }
        csvHref={`/rider/payouts.csv?week=${monday}`}
        caption={t("Trips delivered this week")}
        columns={[t("Order"), t("Delivered at"), ...columns]}
        rows={trips.map((trip) => (
          <tr key={trip.orderId} className="border-b border-gray-100">
            <th scope="row" className="py-2 pr-3 text-left font-medium">
              #{displayOrderId(trip.orderId)}
            </th>
            <td className="py-2 pr-3">{formatDateTime(trip.deliveredAt, language)}</td>
            <RiderPayCells pay={trip} />
          </tr>
        ))}
        labelColumns={2}
        totalCells={statement ? <RiderPayCells pay={statement} /> : null}
        empty={t("No trips were delivered this week.")}
      />
    </div>
  );
}
