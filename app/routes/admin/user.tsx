import { data, Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { userActionSchema } from "~/features/admin/admin.schema";
import { ROLES } from "~/features/admin/admin-rules";
import { changeRole, endSessions, findUserForAdmin } from "~/features/admin/admin-users.server";
import { displayOrderId } from "~/features/orders/order-status";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Price } from "~/ui/Price";
import { adminSubmission } from "~/features/admin/admin-action.server";
import type { Route } from "./+types/user";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireRole(request, "admin");
  const found = await findUserForAdmin(params.id);
  if (!found) notFound("That account was not found.");
  const search = new URL(request.url).searchParams;
  return { ...found, self: found.user.id === admin.id, confirmEnd: search.get("end-sessions") === "1" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission(request, userActionSchema);
  if (submission.status !== "success") return data({ error: "Choose Customer or Admin." }, { status: 400 });
  const value = submission.value;
  const outcome =
    value.intent === "role" ? await changeRole(admin, params.id, value.role) : await endSessions(admin, params.id);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirectWithFlash(
    request,
    `/admin/users/${params.id}`,
    value.intent === "role" ? ADMIN_MESSAGES.roleChanged : ADMIN_MESSAGES.sessionsEnded,
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.user.email ?? "User"} — operations — ${BRAND}` }];
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, orders, activeSessions, self, confirmEnd } = loaderData;
  const here = `/admin/users/${user.id}`;
  return (
    <section aria-labelledby="user-title" className="space-y-6">
      <Link to="/admin/users" className="text-sm font-semibold text-brand-700 underline">
        All users
      </Link>
      <h1 id="user-title" className="text-2xl font-bold">
        {user.name || user.email}
      </h1>
      {confirmEnd && !self ? (
        <ConfirmDialog
          id="end-sessions-title"
          title="End all sessions?"
          cancelTo={here}
          confirm={
            <Form method="post" action={here} replace>
              <input type="hidden" name="intent" value="end-sessions" />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg bg-red-700 px-4 font-semibold text-white hover:bg-red-800"
              >
                Yes, end sessions
              </button>
            </Form>
          }
        >
          <p>{user.email} is signed out on every device and has to sign in again.</p>
        </ConfirmDialog>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {actionData.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">E-mail</dt>
        <dd>{user.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{user.phone ?? "—"}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{ROLES[user.role]}</dd>
        <dt className="font-semibold">Signed in on</dt>
        <dd>
          {activeSessions} {activeSessions === 1 ? "device" : "devices"}
        </dd>
      </dl>

      <div className="flex flex-wrap items-end gap-4">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="role" />
          <div>
            <label htmlFor="user-role" className="mb-1 block text-sm font-semibold">
              Role
            </label>
            <select id="user-role" name="role" defaultValue={user.role} className="input">
              {Object.entries(ROLES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Change role
          </button>
        </Form>
        {!self && activeSessions > 0 ? (
          <Link to="?end-sessions=1" preventScrollReset className="btn-secondary text-red-800">
            End all sessions
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="user-orders-title" className="space-y-2">
        <h2 id="user-orders-title" className="text-lg font-bold">
          Orders ({orders.length})
        </h2>
        {orders.length === 0 ? <p>No orders yet.</p> : null}
        {orders.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col" className="py-2 pr-3">
                    Order
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Restaurant
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Placed
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Payment
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id} className="border-b border-gray-100">
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      #{displayOrderId(order.id)}
                    </th>
                    <td className="py-2 pr-3">{order.restaurantName}</td>
                    <td className="py-2 pr-3">
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
                    </td>
                    <td className="py-2 pr-3">{order.status}</td>
                    <td className="py-2 pr-3">
                      {order.paymentMethod} · {order.paymentStatus}
                    </td>
                    <td className="py-2 text-right">
                      <Price paise={order.totalPaise} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </section>
  );
}
