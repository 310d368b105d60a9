import { Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { smsCapReachedUntil } from "~/features/accounts/request-limits.server";
import { todaysDashboard } from "~/features/admin/dashboard.server";
import { OrdersPerHourChart } from "~/features/admin/OrdersPerHourChart";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { Alert } from "~/ui/Alert";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dashboard";

export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const [dashboard, smsPausedUntil] = await Promise.all([todaysDashboard(), smsCapReachedUntil()]);
  return { dashboard, smsPausedUntil: smsPausedUntil?.toISOString() ?? null };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Operations dashboard")} — ${BRAND}` }];
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard: d, smsPausedUntil } = loaderData;
  const { t, language } = useT("admin");
  const tiles = [
    { key: "orders", label: t("Orders today"), value: String(d.orders), to: "/admin/orders" },
    {
      key: "revenue",
      label: t("Revenue today"),
      value: <Price paise={d.revenuePaise} />,
      to: "/admin/orders?status=Delivered",
    },
    {
      key: "delivery",
      label: t("Average delivery time"),
      value:
        d.averageDeliveryMinutes === null
          ? t("No deliveries yet")
          : t("{minutes} min", { minutes: d.averageDeliveryMinutes }),
      to: "/admin/orders?status=Delivered",
    },
    {
      key: "cancelled",
      label: t("Cancelled today"),
      value: String(d.cancellations),
      to: "/admin/orders?status=Cancelled",
    },
    { key: "tickets", label: t("Open tickets"), value: String(d.openTickets), to: "/admin/tickets" },
  ];
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h1 id="dashboard-title" className="text-2xl font-bold">
        {t("Operations dashboard")}
      </h1>
      <p className="text-gray-700">
        {t(
          "Figures for today in India (IST). Revenue leaves out cancelled orders; delivery time runs from placing the order to its delivery. Each figure links to the matching orders or tickets (current and latest, not only today's).",
        )}
      </p>
      {smsPausedUntil ? (
        <Alert tone="error">
          {t(
            "Sign-in codes by SMS are paused: the hourly cap (SMS_HOURLY_CAP) was reached, which can mean SMS pumping. They go out again at {time}.",
            { time: formatDateTime(smsPausedUntil, language) },
          )}
        </Alert>
      ) : null}
      {d.notAcceptedInTime.length > 0 ? (
        <Alert tone="error">
          <p className="font-semibold">
            {t("Not accepted in time today: {restaurants}.", {
              restaurants: d.notAcceptedInTime.map(({ restaurant, count }) => `${restaurant} (${count})`).join(", "),
            })}
          </p>
          <p>
            {t("Those orders were cancelled and refunded. Call the restaurants to find out why.")}{" "}
            <Link to="/admin/orders?status=Cancelled" className="underline">
              {t("See the cancelled orders")}
            </Link>
          </p>
        </Alert>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className="block h-full rounded-2xl border border-gray-200 p-4 hover:border-brand-600">
              <span className="block text-sm font-semibold text-gray-700">{tile.label}</span>
              <span className="mt-1 block text-2xl font-bold text-gray-900">{tile.value}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="per-hour-title" className="rounded-2xl border border-gray-200 p-4">
        <h2 id="per-hour-title" className="text-lg font-bold">
          {t("Orders per hour")}
        </h2>
        <OrdersPerHourChart counts={d.ordersPerHour} />
      </section>
    </section>
  );
}
