import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import type { AuditLog } from "~/db/database-types";
import { requireRole } from "~/features/accounts/session.server";
import { pageQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { listAudit } from "~/features/admin/audit.server";
import { FilterLinks } from "~/features/admin/FilterLinks";
import { PageLinks } from "~/ui/PageLinks";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import type { Translate } from "~/lib/i18n";
import { oneOrNoneOf, parseSearch } from "~/lib/search-params.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/audit";

const TARGETS: Record<AuditLog["target_type"], string> = {
  order: "Orders",
  restaurant: "Restaurants",
  dish: "Dishes",
  ticket: "Tickets",
  lead: "Leads",
  user: "Users",
  city: "Cities",
};

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const auditQuerySchema = pageQuerySchema.extend({ target: oneOrNoneOf(TARGETS) });
  const { target, page } = parseSearch(request, auditQuerySchema);
  return { target, page, ...(await listAudit(target, page)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Audit log — operations")} — ${BRAND}` }];
}

/** The kinds of record, as the filter names them, in the page's language. */
function targetLabels(t: Translate): Record<AuditLog["target_type"], string> {
  return {
    order: t("Orders"),
    restaurant: t("Restaurants"),
    dish: t("Dishes"),
    ticket: t("Tickets"),
    lead: t("Leads"),
    user: t("Users"),
    city: t("Cities"),
  };
}

/**
 * What an entry's action did, in the page's language. The entry's summary, before and after are the log's
 * record as it was written, and stay as they are; an action this page does not know shows its code.
 */
function actionText(action: string, t: Translate): string {
  switch (action) {
    case "order.advance":
      return t("Order moved to its next status");
    case "order.cancel":
      return t("Order cancelled");
    case "order.refund-retry":
      return t("Refund asked for again");
    case "restaurant.open":
      return t("Restaurant opened for orders");
    case "restaurant.close":
      return t("Restaurant closed for orders");
    case "restaurant.hours":
      return t("Opening hours changed");
    case "restaurant.pause":
      return t("Restaurant marked busy");
    case "restaurant.resume":
      return t("Restaurant takes orders again");
    case "restaurant.update":
      return t("Restaurant details changed");
    case "dish.available":
      return t("Dish made available");
    case "dish.unavailable":
      return t("Dish made unavailable");
    case "dish.option-available":
      return t("Dish option made available");
    case "dish.option-unavailable":
      return t("Dish option made unavailable");
    case "dish.update":
      return t("Dish changed");
    case "dish.options":
      return t("Dish options changed");
    case "city.rain-on":
      return t("Rain surcharge switched on");
    case "city.rain-off":
      return t("Rain surcharge switched off");
    case "dish.create":
      return t("Dish added to the menu");
    case "ticket.reply":
      return t("Ticket replied to");
    case "ticket.status":
      return t("Ticket status changed");
    case "lead.handled":
      return t("Lead marked as handled");
    case "lead.reopened":
      return t("Lead marked as not handled");
    case "review.hide":
      return t("Review hidden");
    case "review.show":
      return t("Review shown again");
    case "review.reply":
      return t("Review reply written");
    case "review.reply-hide":
      return t("Review reply hidden");
    case "review.reply-show":
      return t("Review reply shown again");
    case "user.role":
      return t("Role changed");
    case "user.sessions":
      return t("Sessions ended");
    default:
      return action;
  }
}

function show(values: Record<string, unknown>): string {
  const entries = Object.entries(values);
  return entries.length === 0
    ? "—"
    : entries.map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`).join("; ");
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { target, page, entries, hasMore } = loaderData;
  const { t, language } = useT("admin");
  const targets = targetLabels(t);
  const href = (next: { target?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const chosen = next.target === undefined ? target : next.target;
    if (chosen) search.set("target", chosen);
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    return `?${search}`;
  };
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold">
        {t("Audit log")}
      </h1>
      <FilterLinks
        label={t("Kind of record")}
        links={[
          { to: href({ target: null }), text: t("Everything"), current: target === null },
          ...(Object.keys(TARGETS) as AuditLog["target_type"][]).map((key) => ({
            to: href({ target: key }),
            text: targets[key],
            current: target === key,
          })),
        ]}
      />
      {entries.length === 0 ? <p>{t("No actions recorded yet.")}</p> : null}
      {entries.length > 0 ? (
        <TableBox label={t("Admin actions, newest first, page {page}", { page })}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("Admin actions, newest first, page {page}", { page })}</caption>
            <TableHead columns={[t("When"), t("Who"), t("What"), t("Before"), t("After")]} />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                  </td>
                  <td className="py-2 pr-3">{entry.actorEmail}</td>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="font-semibold">{entry.summary}</span>
                    <br />
                    <span className="text-gray-700">
                      {actionText(entry.action, t)} ({entry.action})
                    </span>
                  </th>
                  <td className="py-2 pr-3 break-words">{show(entry.before)}</td>
                  <td className="py-2 break-words">{show(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      ) : null}
      <PageLinks page={page} hasMore={hasMore} href={(to) => href({ page: to })} />
    </section>
  );
}
