import { Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { adminSearchQuerySchema } from "~/features/admin/admin-query.server";
import { roleLabel } from "~/features/admin/admin-rules";
import { searchUsers } from "~/features/admin/admin-users.server";
import { PageLinks } from "~/features/admin/PageLinks";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { parseSearch } from "~/lib/search-params.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/users";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  const { q: query, page } = parseSearch(request, adminSearchQuerySchema);
  return { query, page, ...(await searchUsers(query, page)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Users — operations")} — ${BRAND}` }];
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { query, page, users, hasMore } = loaderData;
  const { t } = useT("admin");
  const pageHref = (to: number) => `?${new URLSearchParams({ q: query, page: String(to) })}`;
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h1 id="users-title" className="text-2xl font-bold">
        {t("Users")}
      </h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="user-q" className="mb-1 block text-sm font-semibold">
            {t("E-mail, name or phone")}
          </label>
          <input id="user-q" name="q" type="search" defaultValue={query} className="input" />
        </div>
        <button type="submit" className="btn-secondary">
          {t("Search")}
        </button>
      </Form>
      {users.length === 0 ? <p>{t("No one matches.")}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t("Users, page {page}", { page })}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3">
                {t("Name")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("E-mail")}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t("Phone")}
              </th>
              <th scope="col" className="py-2">
                {t("Role")}
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-b border-gray-100">
                <th scope="row" className="py-2 pr-3 font-normal">
                  <Link
                    to={`/admin/users/${user.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                  >
                    {user.name || t("(no name)")}
                  </Link>
                </th>
                <td className="py-2 pr-3">{user.email}</td>
                <td className="py-2 pr-3">{user.phone ?? "—"}</td>
                <td className="py-2">{roleLabel(user.role, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} hasMore={hasMore} href={pageHref} />
    </section>
  );
}
