import { Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { adminSearchQuerySchema } from "~/features/admin/admin-query.server";
import { ROLES } from "~/features/admin/admin-rules";
import { searchUsers } from "~/features/admin/admin-users.server";
import { PageLinks } from "~/features/admin/PageLinks";
import { BRAND } from "~/lib/brand";
import { parseSearch } from "~/lib/search-params.server";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const { q: query, page } = parseSearch(request, adminSearchQuerySchema);
  return { query, page, ...(await searchUsers(query, page)) };
}

export function meta() {
  return [{ title: `Users — operations — ${BRAND}` }];
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { query, page, users, hasMore } = loaderData;
  const pageHref = (to: number) => `?${new URLSearchParams({ q: query, page: String(to) })}`;
  return (
    <section aria-labelledby="users-title" className="space-y-4">
      <h1 id="users-title" className="text-2xl font-bold">
        Users
      </h1>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="user-q" className="mb-1 block text-sm font-semibold">
            E-mail, name or phone
          </label>
          <input id="user-q" name="q" type="search" defaultValue={query} className="input" />
        </div>
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
      {users.length === 0 ? <p>No one matches.</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users, page {page}</caption>
          <thead>
            <tr className="border-b border-gray-200">
              <th scope="col" className="py-2 pr-3">
                Name
              </th>
              <th scope="col" className="py-2 pr-3">
                E-mail
              </th>
              <th scope="col" className="py-2 pr-3">
                Phone
              </th>
              <th scope="col" className="py-2">
                Role
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
                    {user.name || "(no name)"}
                  </Link>
                </th>
                <td className="py-2 pr-3">{user.email}</td>
                <td className="py-2 pr-3">{user.phone ?? "—"}</td>
                <td className="py-2">{ROLES[user.role]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageLinks page={page} hasMore={hasMore} href={pageHref} />
    </section>
  );
}
