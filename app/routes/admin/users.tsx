import { accountContact } from "~/features/accounts/phone";
import { requireRole } from "~/features/accounts/session.server";
import { adminSearchQuerySchema } from "~/features/admin/admin-query.server";
import { roleLabel } from "~/features/admin/admin-rules";
import { searchUsers } from "~/features/admin/admin-users.server";
import { SearchList } from "~/features/admin/SearchList";
import { metaT } from "~/lib/i18n";
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
  return (
    <SearchList
      title={t("Users")}
      titleId="users-title"
      fields={
        <div>
          <label htmlFor="user-q" className="mb-1 block text-sm font-semibold">
            {t("E-mail, name or phone")}
          </label>
          <input id="user-q" name="q" type="search" defaultValue={query} className="input" />
        </div>
      }
      empty={t("No one matches.")}
      caption={t("Users, page {page}", { page })}
      columns={[t("Name"), t("E-mail"), t("Phone"), t("Role")]}
      rows={users.map((user) => ({
        id: user.id,
        to: `/admin/users/${user.id}`,
        name: user.name || t("(no name)"),
        cells: [accountContact(user), user.phone ?? "—", roleLabel(user.role, t)],
      }))}
      page={page}
      hasMore={hasMore}
      href={(to) => `?${new URLSearchParams({ q: query, page: String(to) })}`}
    />
  );
}
