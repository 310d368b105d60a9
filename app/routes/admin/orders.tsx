import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { boardQuerySchema } from "~/features/admin/admin-query.server";
import { BOARD_STATUSES } from "~/features/admin/admin-rules";
import {
  advanceOrderFields,
  advanceOrderSchema,
  assignRiderSchema,
  boardCancelSchema,
  retryRefundSchema,
} from "~/features/admin/board.schema";
import {
  activeOrderStates,
  advanceOrderAsAdmin,
  boardFilterOptions,
  cancelOrderAsAdmin,
  listBoardOrders,
  retryRefundAsAdmin,
} from "~/features/admin/admin-orders.server";
import { BoardCard } from "~/features/admin/BoardCard";
import { assignByHand } from "~/features/delivery/offers.server";
import { ASSIGN_WORDS } from "~/features/delivery/riders-words";
import { freeRiders } from "~/features/delivery/riders.server";
import { billView } from "~/features/pricing/bill-words";
import { useLiveBoard } from "~/features/admin/useLiveBoard";
import { ACTIVE_STATUSES, displayOrderId, isActive, statusText } from "~/features/orders/order-status";
import { ORDER_WORDS } from "~/features/orders/orders-words";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { requestLanguage, requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { word } from "~/lib/words";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { CancelReason } from "~/features/orders/CancelReason";
import { slotText } from "~/features/orders/delivery-slots";
import { PAYMENT_MESSAGES } from "~/features/payments/payment-messages";
import { PAYMENT_WORDS } from "~/features/payments/payments-words";
import { orderPaid } from "~/features/payments/payment-states";
import { requireRole } from "~/features/accounts/session.server";
import { Alert } from "~/ui/Alert";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { formKit, KitForm, type FormResult } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import type { Route } from "./+types/orders";

/** The board's own address with its filters, without the one-time `cancel` confirmation. */
function boardPath(url: URL): string {
  const search = new URLSearchParams(url.search);
  search.delete("cancel");
  const query = search.toString();
  return `/admin/orders${query ? `?${query}` : ""}`;
}

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const filters = parseSearch(url, boardQuerySchema);
  const language = requestLanguage(request);
  const t = requestT(request);
  const [listed, options, active, riders] = await Promise.all([
    listBoardOrders(filters),
    boardFilterOptions(filters.restaurantId),
    activeOrderStates(),
    freeRiders(),
  ]);
  // A scheduled order's slot, written here in the page's language ("24 Nov 2026, 8 pm – 8:30 pm").
  const orders = listed.map((order) => ({
    ...order,
    slotText: order.scheduledFor ? slotText(order.scheduledFor, language) : null,
    billView: billView(order.bill, t),
  }));
  const cancelId = url.searchParams.get("cancel");
  return {
    filters,
    orders,
    options,
    riders,
    here: boardPath(url),
    active,
    confirmCancel: orders.find((order) => order.id === cancelId && isActive(order.status)) ?? null,
    renderedAt: new Date().toISOString(),
    constraint: { advance: getZodConstraint(advanceOrderFields), cancel: getZodConstraint(boardCancelSchema) },
  };
}

/** Refusals are worded in the page's language (the board shows them as they arrive). */
export const action = defineAction("admin", {
  advance: intent(advanceOrderSchema, async ({ value, user, request, url }) => {
    const outcome = await advanceOrderAsAdmin(user, value.orderId, value.from, value.driver);
    if (!outcome.ok) return refuse({ messages: [word(ORDER_WORDS, outcome, requestT(request))], status: 409 });
    return done(`${boardPath(url)}#order-${value.orderId}`, ORDER_MESSAGES.advancedByAdmin);
  }),
  cancel: intent(boardCancelSchema, async ({ value, user, request, url }) => {
    const outcome = await cancelOrderAsAdmin(user, value.orderId, value.from, value.reason);
    if (!outcome.ok) return refuse({ messages: [word(ORDER_WORDS, outcome, requestT(request))], status: 409 });
    return done(boardPath(url), ORDER_MESSAGES.cancelledByAdmin);
  }),
  "assign-rider": intent(assignRiderSchema, async ({ value, user, request, url }) => {
    const outcome = await assignByHand(user, value.orderId, value.riderId);
    if (!outcome.ok) return refuse({ messages: [word(ASSIGN_WORDS, outcome, requestT(request))], status: 409 });
    return done(`${boardPath(url)}#order-${value.orderId}`, ORDER_MESSAGES.riderAssigned);
  }),
  "retry-refund": intent(retryRefundSchema, async ({ value, user, request, url }) => {
    const outcome = await retryRefundAsAdmin(user, value.orderId);
    if (!outcome.ok) {
      const status = { "not-found": 404, "no-refund": 409, "refund-unconfirmed": 502 }[outcome.code];
      return refuse({ messages: [word(PAYMENT_WORDS, outcome, requestT(request))], status });
    }
    return done(boardPath(url), PAYMENT_MESSAGES.refundDone);
  }),
});

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Orders board")} — ${BRAND}` }];
}

/** The order a refused form was about (as posted), and the refusal's message for the whole form. */
function refusalOf(result: FormResult): { orderId: string | null; message: string | null } {
  const posted = result?.initialValue?.orderId;
  return { orderId: typeof posted === "string" ? posted : null, message: result?.error?.[""]?.[0] ?? null };
}

export default function OrdersBoard({ loaderData, actionData: sentBack }: Route.ComponentProps) {
  const { filters, orders, options, riders, here, active, confirmCancel, renderedAt, constraint } = loaderData;
  const { t } = useT("admin");
  const { announcement, live, answered: actionData } = useLiveBoard(active, sentBack, t);
  const refused = refusalOf(actionData?.result);
  const cancelKit = formKit({
    id: "admin-cancel",
    intent: "cancel",
    answered: actionData,
    constraint: constraint.cancel,
  });
  const groups = filters.status ? [filters.status] : ACTIVE_STATUSES;
  return (
    <section aria-labelledby="board-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="board-title" className="text-2xl font-bold">
          {t("Orders board")}
        </h1>
        <p className="meta">
          {live ? t("Live: updates as orders change.") : t("Updated when you load the page.")}{" "}
          <Link to={here} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t("Refresh")}
          </Link>
        </p>
      </div>
      <p role="status" className={announcement ? "rounded-lg bg-brand-50 p-3 font-medium text-brand-800" : "sr-only"}>
        {announcement}
      </p>
      {/* First in the page, so keyboard users without JavaScript reach it before the board. */}
      {confirmCancel ? (
        <ConfirmDialog
          id="admin-cancel-title"
          title={t("Cancel order #{ref}?", { ref: displayOrderId(confirmCancel.id) })}
          cancelTo={here}
          cancelLabel={t("Keep order")}
          confirm={
            <KitForm kit={cancelKit} action={here} replace className="space-y-3">
              <input type="hidden" name="orderId" value={confirmCancel.id} />
              <input type="hidden" name="from" value={confirmCancel.status} />
              <CancelReason label={t("Reason (shown to the customer)")} confirm={t("Yes, cancel order")} />
            </KitForm>
          }
        >
          <p>
            {confirmCancel.restaurantName}, <Price paise={confirmCancel.totalPaise} />,{" "}
            {statusText(confirmCancel.status, t)}.{" "}
            {orderPaid(confirmCancel.paymentStanding)
              ? t("The customer's online payment is refunded in full.")
              : t("Nothing was paid online, so there is nothing to refund.")}
          </p>
        </ConfirmDialog>
      ) : null}

      <Form method="get" className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 p-4">
        <div>
          <label htmlFor="filter-city" className="mb-1 block text-sm font-semibold">
            {t("City")}
          </label>
          <select id="filter-city" name="city" defaultValue={filters.cityId ?? ""} className="input">
            <option value="">{t("All cities")}</option>
            {options.cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-restaurant" className="mb-1 block text-sm font-semibold">
            {t("Restaurant")}
          </label>
          <select
            id="filter-restaurant"
            name="restaurant"
            defaultValue={filters.restaurantId ?? ""}
            className="input max-w-xs"
          >
            <option value="">{t("All restaurants with active orders")}</option>
            {options.restaurants.map((restaurant) => (
              <option key={restaurant.id} value={restaurant.id}>
                {restaurant.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className="mb-1 block text-sm font-semibold">
            {t("Status")}
          </label>
          <select id="filter-status" name="status" defaultValue={filters.status ?? ""} className="input">
            <option value="">{t("All active")}</option>
            {BOARD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {isActive(status)
                  ? statusText(status, t)
                  : t("{status} (latest 50)", { status: statusText(status, t) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t("Show orders")}
        </button>
      </Form>

      {actionData?.result ? (
        <Alert tone="error" className="font-medium">
          {refused.message
            ? t(refused.message)
            : t("Order #{ref}: check the form.", { ref: displayOrderId(refused.orderId ?? "") })}
          {refused.orderId && orders.some((order) => order.id === refused.orderId) ? (
            <>
              {" "}
              <a href={`#order-${refused.orderId}`} className="underline">
                {t("Go to the order")}
              </a>
            </>
          ) : null}
        </Alert>
      ) : null}

      {[
        // Scheduled orders wait apart until their cooking starts, soonest slot first.
        {
          title: "Scheduled",
          orders: orders
            .filter((order) => order.scheduled)
            .sort((a, b) => (a.scheduledFor ?? "").localeCompare(b.scheduledFor ?? "")),
        },
        ...groups.map((status) => ({
          title: status,
          orders: orders.filter((order) => order.status === status && !order.scheduled),
        })),
      ]
        .filter((group) => group.title !== "Scheduled" || group.orders.length > 0)
        .map((group) => {
          const headingId = `group-${group.title.replaceAll(" ", "-").toLowerCase()}`;
          return (
            <section key={group.title} aria-labelledby={headingId} className="space-y-3">
              <h2 id={headingId} className="text-xl font-bold">
                {statusText(group.title, t)} ({group.orders.length})
              </h2>
              {group.orders.length === 0 ? <p className="text-gray-700">{t("No orders.")}</p> : null}
              <ul className="grid gap-3 lg:grid-cols-2">
                {group.orders.map((order) => (
                  <li key={order.id}>
                    <BoardCard
                      order={order}
                      here={here}
                      renderedAt={renderedAt}
                      answered={refused.orderId === order.id ? actionData : null}
                      constraint={constraint.advance}
                      riders={riders.filter((rider) => rider.cityId === order.cityId)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
}
