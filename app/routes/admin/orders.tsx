import { useState } from "react";
import { data, Form, Link } from "react-router";
import { formatIndianMobile, normaliseIndianMobile } from "~/features/accounts/phone";
import { requireRole } from "~/features/accounts/session.server";
import { boardQuerySchema } from "~/features/admin/admin-query.server";
import { advanceLabel, ageText, BOARD_STATUSES } from "~/features/admin/admin-rules";
import { boardActionSchema } from "~/features/admin/admin.schema";
import {
  activeOrderStates,
  advanceOrderAsAdmin,
  boardFilterOptions,
  cancelOrderAsAdmin,
  listBoardOrders,
  retryRefundAsAdmin,
  type ActiveOrderState,
  type BoardOrder,
} from "~/features/admin/admin-orders.server";
import { ACTIVE_STATUSES, displayOrderId, isActive, nextStatus, statusText } from "~/features/orders/order-status";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type Translate } from "~/lib/i18n";
import { requestLanguage, requestT } from "~/lib/language.server";
import { parseSearch } from "~/lib/search-params.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { ORDER_MESSAGES } from "~/features/orders/order-messages";
import { CancelReason } from "~/features/orders/CancelReason";
import { slotText } from "~/features/orders/delivery-slots";
import { PAYMENT_MESSAGES } from "~/features/payments/payment-messages";
import { ActionAlert } from "~/features/admin/ActionAlert";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Field, type FormResult } from "~/ui/forms";
import { Price } from "~/ui/Price";
import { useLiveData } from "~/ui/useLiveData";
import { useT } from "~/ui/useT";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { reloadAfterRefusal } from "~/features/admin/reload-after-refusal";
import { paymentMethodText } from "~/features/cart/cart-rules";
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
  const [listed, options, active] = await Promise.all([
    listBoardOrders(filters),
    boardFilterOptions(filters.restaurantId),
    activeOrderStates(),
  ]);
  // A scheduled order's slot, written here in the page's language ("24 Nov 2026, 8 pm – 8:30 pm").
  const orders = listed.map((order) => ({
    ...order,
    slotText: order.scheduledFor ? slotText(order.scheduledFor, language) : null,
  }));
  const cancelId = url.searchParams.get("cancel");
  return {
    filters,
    orders,
    options,
    here: boardPath(url),
    active,
    confirmCancel: orders.find((order) => order.id === cancelId && isActive(order.status)) ?? null,
    renderedAt: new Date().toISOString(),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission({ request, context, url }, boardActionSchema);
  // A refusal is read in the page's language (the board shows it as it arrives).
  const t = requestT(request);
  if (submission.status !== "success") {
    const orderId = submission.payload.orderId;
    return data(
      { orderId: typeof orderId === "string" ? orderId : null, result: submission.reply(), error: null },
      { status: 400 },
    );
  }
  const value = submission.value;
  if (value.intent === "advance") {
    const phone = normaliseIndianMobile(value.driverPhone ?? "");
    const driver =
      value.from === "Preparing" && value.driverName && phone
        ? { name: value.driverName, phone: formatIndianMobile(phone) }
        : undefined;
    const outcome = await advanceOrderAsAdmin(admin, value.orderId, value.from, driver);
    if (!outcome.ok) return data({ orderId: value.orderId, result: null, error: refusal(t, outcome) }, { status: 409 });
    return redirectWithFlash(request, `${boardPath(url)}#order-${value.orderId}`, ORDER_MESSAGES.advancedByAdmin);
  }
  if (value.intent === "retry-refund") {
    const outcome = await retryRefundAsAdmin(admin, value.orderId);
    if (!outcome.ok)
      return data({ orderId: value.orderId, result: null, error: refusal(t, outcome) }, { status: outcome.status });
    return redirectWithFlash(request, boardPath(url), PAYMENT_MESSAGES.refundDone);
  }
  const outcome = await cancelOrderAsAdmin(admin, value.orderId, value.from, value.reason);
  if (!outcome.ok) return data({ orderId: value.orderId, result: null, error: refusal(t, outcome) }, { status: 409 });
  return redirectWithFlash(request, boardPath(url), ORDER_MESSAGES.cancelledByAdmin);
}

/** A refused action's message (an English id, with any arguments) in the page's language. */
function refusal(t: Translate, outcome: { message: string; values?: Record<string, string | number> }): string {
  return t(outcome.message, outcome.values);
}

export const shouldRevalidate = reloadAfterRefusal;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Orders board")} — ${BRAND}` }];
}

/**
 * With JavaScript the board listens to the active orders (Server-Sent Events), reloads when they
 * change, and announces orders it has not seen before. While an action's message is on screen,
 * reloading would wipe it: changes wait for the next action or Refresh.
 */
function useLiveBoard(active: ActiveOrderState[], holding: boolean, t: Translate) {
  const { latest, connected } = useLiveData("/admin/orders/events", JSON.stringify(active), holding);
  // Start from what the page was rendered with, so a change before the stream connects still counts.
  const [seen, setSeen] = useState({ latest, ids: new Set(active.map((order) => order.id)), announcement: "" });
  if (latest !== null && latest !== seen.latest) {
    const orders = JSON.parse(latest) as ActiveOrderState[];
    const fresh = orders.filter((order) => !seen.ids.has(order.id));
    setSeen({
      latest,
      ids: new Set(orders.map((order) => order.id)),
      announcement:
        fresh.length > 0
          ? fresh
              .map((order) =>
                t("New order #{ref} from {restaurant}.", {
                  ref: displayOrderId(order.id),
                  restaurant: order.restaurantName,
                }),
              )
              .join(" ")
          : seen.announcement,
    });
  }
  return { announcement: seen.announcement, live: connected };
}

export default function OrdersBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, orders, options, here, active, confirmCancel, renderedAt } = loaderData;
  const { t } = useT("admin");
  const { announcement, live } = useLiveBoard(active, Boolean(actionData), t);
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
            <Form method="post" action={here} replace className="space-y-3">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="orderId" value={confirmCancel.id} />
              <input type="hidden" name="from" value={confirmCancel.status} />
              <CancelReason
                id="admin-cancel-reason"
                label={t("Reason (shown to the customer)")}
                maxLength={200}
                confirm={t("Yes, cancel order")}
              />
            </Form>
          }
        >
          <p>
            {confirmCancel.restaurantName}, <Price paise={confirmCancel.totalPaise} />,{" "}
            {statusText(confirmCancel.status, t)}.{" "}
            {confirmCancel.paymentStatus.startsWith("Paid")
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

      {actionData && (actionData.error || actionData.result) ? (
        <ActionAlert
          message={
            actionData.error ?? t("Order #{ref}: check the form.", { ref: displayOrderId(actionData.orderId ?? "") })
          }
          href={
            actionData.orderId && orders.some((order) => order.id === actionData.orderId)
              ? `#order-${actionData.orderId}`
              : undefined
          }
          linkText={t("Go to the order")}
        />
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
                      error={actionData?.orderId === order.id ? actionData.error : null}
                      result={actionData?.orderId === order.id ? actionData.result : null}
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

function BoardCard({
  order,
  here,
  renderedAt,
  error,
  result,
}: {
  order: BoardOrder & { slotText: string | null };
  here: string;
  renderedAt: string;
  error: string | null;
  result: FormResult;
}) {
  const { t } = useT("admin");
  const ref = displayOrderId(order.id);
  const next = nextStatus(order.status);
  const forOrder = t("for order #{ref}", { ref });
  const titleId = `order-${order.id}-title`;
  const cancelHref = `${here}${here.includes("?") ? "&" : "?"}cancel=${order.id}`;
  return (
    <article
      id={`order-${order.id}`}
      aria-labelledby={titleId}
      className="h-full scroll-mt-24 space-y-3 rounded-2xl border border-gray-200 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="font-bold">
          #{ref} · {order.restaurantName}
        </h3>
        <span className="meta">
          {order.cityName} · {t("placed {age} ago", { age: ageText(order.createdAt, new Date(renderedAt), t) })}
        </span>
      </div>
      {error ? <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">{error}</p> : null}
      <ul className="text-sm">
        {order.items.map((item, i) => (
          <li key={i}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">{t("Total")}</dt>
        <dd>
          <Price paise={order.totalPaise} />
        </dd>
        <dt className="font-semibold">{t("Payment")}</dt>
        <dd>
          {paymentMethodText(order.paymentMethod, t)} · {t(order.paymentStatus)}
        </dd>
        <dt className="font-semibold">{t("Customer")}</dt>
        <dd>
          {order.customer ?? t("Deleted account")}
          {order.customerPhone ? `, ${order.customerPhone}` : ""}
        </dd>
        <dt className="font-semibold">{t("Address")}</dt>
        <dd>{order.address}</dd>
        {order.slotText ? (
          <>
            <dt className="font-semibold">{t("Delivery slot")}</dt>
            <dd>{order.slotText}</dd>
          </>
        ) : null}
        {order.driver ? (
          <>
            <dt className="font-semibold">{t("Driver")}</dt>
            <dd>
              {order.driver.name}, {order.driver.phone}
            </dd>
          </>
        ) : null}
        {order.cancellationReason ? (
          <>
            <dt className="font-semibold">{t("Reason")}</dt>
            <dd>{order.cancellationReason}</dd>
          </>
        ) : null}
      </dl>
      {next ? (
        <div className="flex flex-wrap items-end gap-2">
          <Form method="post" action={here} className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="advance" />
            <input type="hidden" name="orderId" value={order.id} />
            <input type="hidden" name="from" value={order.status} />
            {next === "Out for Delivery" ? (
              <>
                <Field
                  id={`driver-name-${order.id}`}
                  name="driverName"
                  label={
                    <>
                      {t("Driver's name")}
                      <span className="sr-only"> {forOrder}</span>
                    </>
                  }
                  result={result}
                  autoComplete="off"
                  required
                  maxLength={60}
                />
                <Field
                  id={`driver-phone-${order.id}`}
                  name="driverPhone"
                  label={
                    <>
                      {t("Driver's mobile")}
                      <span className="sr-only"> {forOrder}</span>
                    </>
                  }
                  result={result}
                  type="tel"
                  autoComplete="off"
                  required
                />
              </>
            ) : null}
            <button type="submit" className="btn-primary">
              {advanceLabel(order.status, t)}
              <span className="sr-only"> {forOrder}</span>
            </button>
          </Form>
          <Link to={cancelHref} preventScrollReset className="btn-secondary text-red-800">
            {t("Cancel")}
            <span className="sr-only"> {t("order #{ref}", { ref })}</span>
          </Link>
        </div>
      ) : null}
      {order.refundRetryable ? (
        <Form method="post" action={here}>
          <input type="hidden" name="intent" value="retry-refund" />
          <input type="hidden" name="orderId" value={order.id} />
          <button type="submit" className="btn-secondary">
            {t("Retry refund")}
            <span className="sr-only"> {forOrder}</span>
          </button>
        </Form>
      ) : null}
    </article>
  );
}
