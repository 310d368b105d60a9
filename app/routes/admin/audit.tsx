import type { AuditLog } from "~/db/database-types";
import { requireRole } from "~/features/accounts/session.server";
import { pageQuerySchema } from "~/features/catalogue/catalogue-query.server";
import { listAudit } from "~/features/admin/audit.server";
import { FilterLinks } from "~/features/admin/FilterLinks";
import { PageLinks } from "~/features/admin/PageLinks";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { oneOrNoneOf, parseSearch } from "~/lib/search-params.server";
import type { Route } from "./+types/audit";

const TARGETS: Record<AuditLog["target_type"], string> = {
  order: "Orders",
  restaurant: "Restaurants",
  dish: "Dishes",
  ticket: "Tickets",
  lead: "Leads",
  user: "Users",
};

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const auditQuerySchema = pageQuerySchema.extend({ target: oneOrNoneOf(TARGETS) });
  const { target, page } = parseSearch(request, auditQuerySchema);
  return { target, page, ...(await listAudit(target, page)) };
}

export function meta() {
  return [{ title: `Audit log — operations — ${BRAND}` }];
}

function show(values: Record<string, unknown>): string {
  const entries = Object.entries(values);
  return entries.length === 0
    ? "—"
    : entries.map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`).join("; ");
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { target, page, entries, hasMore } = loaderData;
  const href = (next: { target?: string | null; page?: number }) => {
    const search = new URLSearchParams();
    const t = next.target === undefined ? target : next.target;
    if (t) search.set("target", t);
    if ((next.page ?? 1) > 1) search.set("page", String(next.page));
    return `?${search}`;
  };
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h1 id="audit-title" className="text-2xl font-bold">
        Audit log
      </h1>
      <FilterLinks
        label="Kind of record"
        links={[
          { to: href({ target: null }), text: "Everything", current: target === null },
          ...Object.entries(TARGETS).map(([key, text]) => ({
            to: href({ target: key }),
            text,
            current: target === key,
          })),
        ]}
      />
      {entries.length === 0 ? <p>No actions recorded yet.</p> : null}
      {entries.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Admin actions, newest first, page {page}</caption>
            <thead>
              <tr className="border-b border-gray-200">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2 pr-3">
                  Before
                </th>
                <th scope="col" className="py-2">
                  After
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-gray-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3">{entry.actorEmail}</td>
                  <th scope="row" className="py-2 pr-3 font-normal">
                    <span className="font-semibold">{entry.summary}</span>
                    <br />
                    <span className="text-gray-700">{entry.action}</span>
                  </th>
                  <td className="py-2 pr-3 break-words">{show(entry.before)}</td>
                  <td className="py-2 break-words">{show(entry.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks page={page} hasMore={hasMore} href={(to) => href({ page: to })} />
    </section>
  );
}
