import { Link } from "react-router";
import { listPartnerOrders } from "~/features/orders/restaurant-orders.server";
import { requireMember } from "~/features/partners/partners.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/ticket";

export const handle = { i18n: ["partners"] } satisfies I18nHandle;

/**
 * `/partner/:restaurantId/orders/:orderId/ticket`: the kitchen ticket of one of today's or an active order,
 * printed on an 80 mm thermal printer: its number, time, dishes with options and quantities, instructions;
 * no prices. The page's header and footer, and this page's own links, are not printed.
 */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  const order = (await listPartnerOrders(restaurant.id)).find((one) => one.id === params.orderId);
  if (!order) notFound(request);
  return { restaurant: { id: restaurant.id, name: restaurant.name }, order };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("Kitchen ticket #{ref}", { ref: loaderData?.order.ref ?? "" })} — ${BRAND}` }];
}

export default function KitchenTicket({ loaderData }: Route.ComponentProps) {
  const { restaurant, order } = loaderData;
  const { t, language } = useT("partners");
  const hydrated = useHydrated();
  return (
    <div className="kitchen-ticket mx-auto max-w-[80mm] space-y-3 px-2 py-4 font-mono text-sm print:max-w-none print:p-0">
      <h1 className="text-xl font-bold">{t("Kitchen ticket #{ref}", { ref: order.ref })}</h1>
      <p>
        {restaurant.name} · <time dateTime={order.placedAt}>{formatDateTime(order.placedAt, language)}</time>
      </p>
      {order.scheduledFor ? (
        <p className="font-bold">{t("Scheduled for {time}", { time: formatDateTime(order.scheduledFor, language) })}</p>
      ) : null}
      <ul className="space-y-1 border-y border-dashed border-gray-700 py-2">
        {order.lines.map((line) => (
          <li key={`${line.productId ?? line.name}-${line.options.join()}`}>
            <span className="font-bold">
              {line.quantity} × {line.name}
            </span>
            {line.options.length > 0 ? <span className="block pl-4">+ {line.options.join(", ")}</span> : null}
          </li>
        ))}
      </ul>
      {order.instructions ? <p>{t("Instructions: {text}", { text: order.instructions })}</p> : null}
      <p className="flex flex-wrap items-center gap-4 font-sans print:hidden">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className="btn-primary">
            {t("Print ticket")}
          </button>
        ) : (
          <span className="meta">{t("To print, use your browser's Print command (Ctrl+P).")}</span>
        )}
        <Link to={`/partner/${restaurant.id}/orders`} className="underline">
          {t("Back to the orders")}
        </Link>
      </p>
    </div>
  );
}
