import { PartnerOrderCard } from "~/features/partners/PartnerOrderCard";
import { NewOrderAlarm } from "~/features/partners/NewOrderAlarm";
import {
  acceptOrder,
  listPartnerOrders,
  markReady,
  rejectOrder,
  type PartnerChange,
} from "~/features/orders/restaurant-orders.server";
import {
  defaultPrepMinutes,
  startOfDayIst,
  todayAtAGlance,
  type PartnerColumn,
} from "~/features/partners/partner-rules";
import { TodayAtAGlance } from "~/features/partners/TodayAtAGlance";
import { PARTNER_MESSAGES } from "~/features/partners/partners-messages";
import { columnTitle, PARTNER_CHANGE_WORDS } from "~/features/partners/partners-words";
import { requireMember } from "~/features/partners/partners.server";
import { acceptSchema, readySchema, rejectSchema } from "~/features/partners/partners.schema";
import { defineAction, done, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import { displayOrderId } from "~/features/orders/order-status";
import { Alert } from "~/ui/Alert";
import { useLiveData } from "~/ui/useLiveData";
import { useT } from "~/ui/useT";
import { partnerIntent } from "./partner-intent.server";
import { PartnerNav } from "~/features/partners/PartnerNav";
import { AutoPrintTickets } from "~/features/partners/AutoPrintTickets";
import type { Route } from "./+types/orders";

export const handle = { i18n: ["partners"] } satisfies I18nHandle;

/** Without JavaScript the page reloads itself this often, and says when it last did. */
const REFRESH_SECONDS = 20;

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  const now = new Date();
  const orders = await listPartnerOrders(restaurant.id, now);
  return {
    glance: todayAtAGlance(orders, startOfDayIst(now)),
    restaurant,
    orders,
    defaultPrep: defaultPrepMinutes(restaurant.prepMinutes),
    renderedAt: now.toISOString(),
    refreshSeconds: REFRESH_SECONDS,
  };
}

/** A refusal of a change to one order, worded and shown at the top of the page. */
function refused(outcome: Extract<PartnerChange, { ok: false }>, request: Request) {
  return refuse({ messages: [word(PARTNER_CHANGE_WORDS, outcome, requestT(request))], status: 409 });
}

export const action = defineAction("customer", {
  accept: partnerIntent(acceptSchema, async ({ value, user, restaurant, url, request }) => {
    const outcome = await acceptOrder(restaurant.id, value.orderId, value.prepMinutes, user);
    if (!outcome.ok) return refused(outcome, request);
    return done(url.pathname, {
      ...PARTNER_MESSAGES.accepted,
      values: { ref: displayOrderId(value.orderId), minutes: value.prepMinutes },
    });
  }),
  reject: partnerIntent(rejectSchema, async ({ value, user, restaurant, url, request }) => {
    const outcome = await rejectOrder(restaurant.id, value.orderId, value.reason, value.outOfStock, user);
    if (!outcome.ok) return refused(outcome, request);
    return done(url.pathname, { ...PARTNER_MESSAGES.rejected, values: { ref: displayOrderId(value.orderId) } });
  }),
  ready: partnerIntent(readySchema, async ({ value, user, restaurant, url, request }) => {
    const outcome = await markReady(restaurant.id, value.orderId, user);
    if (!outcome.ok) return refused(outcome, request);
    return done(url.pathname, { ...PARTNER_MESSAGES.ready, values: { ref: displayOrderId(value.orderId) } });
  }),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaT(matches);
  const fresh = loaderData?.orders.filter((order) => order.column === "new").length ?? 0;
  const title = `${t("Orders")} — ${loaderData?.restaurant.name ?? ""} — ${BRAND}`;
  return [{ title: fresh > 0 ? `(${fresh}) ${t("New order")} · ${title}` : title }];
}

const COLUMNS: PartnerColumn[] = ["new", "preparing", "ready", "on-the-way", "done"];

export default function PartnerOrders({ loaderData, actionData: sentBack }: Route.ComponentProps) {
  const { restaurant, orders, defaultPrep, renderedAt, refreshSeconds, glance } = loaderData;
  const { t, language } = useT("partners");
  const shown = JSON.stringify(orders.map((order) => [order.id, order.status, order.acceptedAt, order.readyAt]));
  const { connected, answered: actionData } = useLiveData(`/partner/${restaurant.id}/orders/events`, shown, sentBack);
  const fresh = orders.filter((order) => order.column === "new");
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <noscript>
        <meta httpEquiv="refresh" content={String(refreshSeconds)} />
      </noscript>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("Orders — {restaurant}", { restaurant: restaurant.name })}</h1>
        <PartnerNav restaurant={restaurant} />
      </div>
      <p className="meta" aria-live="off">
        {connected
          ? t("New orders appear here as they arrive.")
          : t("This page refreshes itself every {seconds} seconds. Last refreshed {time}.", {
              seconds: refreshSeconds,
              time: formatDateTime(renderedAt, language),
            })}
      </p>
      <NewOrderAlarm newOrderIds={fresh.map((order) => order.id)} />
      <AutoPrintTickets key={restaurant.id} restaurantId={restaurant.id} newOrderIds={fresh.map((order) => order.id)} />
      {actionData?.result?.error?.[""]?.map((message) => (
        <Alert key={message} tone="error">
          {message}
        </Alert>
      ))}
      <TodayAtAGlance glance={glance} />
      <div className="grid gap-4 lg:grid-cols-3">
        {COLUMNS.map((column) => {
          const inColumn = orders.filter((order) => order.column === column);
          return (
            <section key={column} aria-labelledby={`column-${column}`} className="space-y-3">
              <h2 id={`column-${column}`} className="text-lg font-bold">
                {columnTitle(column, t)} <span className="font-normal text-gray-700">({inColumn.length})</span>
              </h2>
              {inColumn.length === 0 ? <p className="meta">{t("No orders here.")}</p> : null}
              <ul className="space-y-3">
                {inColumn.map((order) => (
                  <li key={order.id}>
                    <PartnerOrderCard order={order} defaultPrep={defaultPrep} restaurantId={restaurant.id} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
