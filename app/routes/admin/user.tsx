import { data, Form, Link } from "react-router";
import { requireRole } from "~/features/accounts/session.server";
import { userActionSchema } from "~/features/admin/admin.schema";
import { roleLabel, ROLES, type Role } from "~/features/admin/admin-rules";
import { changeRole, endSessions, findUserForAdmin } from "~/features/admin/admin-users.server";
import { displayOrderId, statusText } from "~/features/orders/order-status";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { requestT } from "~/lib/language.server";
import { notFound } from "~/lib/http.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Price } from "~/ui/Price";
import { adminSubmission } from "~/features/admin/admin-action.server";
import { useT } from "~/ui/useT";
import { paymentMethodText } from "~/features/cart/cart-rules";
import type { Route } from "./+types/user";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const admin = requireRole(context, url, "admin");
  const found = await findUserForAdmin(params.id);
  if (!found) notFound(request, "That account was not found.");
  const search = new URL(request.url).searchParams;
  return { ...found, self: found.user.id === admin.id, confirmEnd: search.get("end-sessions") === "1" };
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  const { admin, submission } = await adminSubmission({ request, context, url }, userActionSchema);
  // A refusal is read in the page's language.
  const t = requestT(request);
  if (submission.status !== "success") return data({ error: t("Choose Customer or Admin.") }, { status: 400 });
  const value = submission.value;
  const outcome =
    value.intent === "role" ? await changeRole(admin, params.id, value.role) : await endSessions(admin, params.id);
  if (!outcome.ok) return data({ error: t(outcome.message, outcome.values) }, { status: outcome.status });
  return redirectWithFlash(
    request,
    `/admin/users/${params.id}`,
    value.intent === "role" ? ADMIN_MESSAGES.roleChanged : ADMIN_MESSAGES.sessionsEnded,
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const email = loaderData?.user.email;
  return [{ title: `${email ? t("{email} — operations", { email }) : t("User — operations")} — ${BRAND}` }];
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, orders, activeSessions, self, confirmEnd } = loaderData;
  const here = `/admin/users/${user.id}`;
  const { t, language } = useT("admin");
  return (
    <section aria-labelledby="user-title" className="space-y-6">
      <Link to="/admin/users" className="text-sm font-semibold text-brand-700 underline">
        {t("All users")}
      </Link>
      <h1 id="user-title" className="text-2xl font-bold">
        {user.name || user.email}
      </h1>
      {confirmEnd && !self ? (
        <ConfirmDialog
          id="end-sessions-title"
          title={t("End all sessions?")}
          cancelTo={here}
          confirm={
            <Form method="post" action={here} replace>
              <input type="hidden" name="intent" value="end-sessions" />
              <button type="submit" className="btn-danger">
                {t("Yes, end sessions")}
              </button>
            </Form>
          }
        >
          <p>{t("{email} is signed out on every device and has to sign in again.", { email: user.email })}</p>
        </ConfirmDialog>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-900">
          {actionData.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("E-mail")}</dt>
        <dd>{user.email}</dd>
        <dt className="font-semibold">{t("Phone")}</dt>
        <dd>{user.phone ?? "—"}</dd>
        <dt className="font-semibold">{t("Role")}</dt>
        <dd>{roleLabel(user.role, t)}</dd>
        <dt className="font-semibold">{t("Signed in on")}</dt>
        <dd>{t("{count, plural, one {# device} other {# devices}}", { count: activeSessions })}</dd>
      </dl>

      <div className="flex flex-wrap items-end gap-4">
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="role" />
          <div>
            <label htmlFor="user-role" className="mb-1 block text-sm font-semibold">
              {t("Role")}
            </label>
            <select id="user-role" name="role" defaultValue={user.role} className="input">
              {(Object.keys(ROLES) as Role[]).map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role, t)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {t("Change role")}
          </button>
        </Form>
        {!self && activeSessions > 0 ? (
          <Link to="?end-sessions=1" preventScrollReset className="btn-secondary text-red-800">
            {t("End all sessions")}
          </Link>
        ) : null}
      </div>

      <section aria-labelledby="user-orders-title" className="space-y-2">
        <h2 id="user-orders-title" className="text-lg font-bold">
          {t("Orders ({count})", { count: orders.length })}
        </h2>
        {orders.length === 0 ? <p>{t("No orders yet.")}</p> : null}
        {orders.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-gray-200">
                  <th scope="col" className="py-2 pr-3">
                    {t("Order")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("Restaurant")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("Placed")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("Status")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("Payment")}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t("Total")}
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
                      <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
                    </td>
                    <td className="py-2 pr-3">{statusText(order.status, t)}</td>
                    <td className="py-2 pr-3">
                      {paymentMethodText(order.paymentMethod, t)} · {t(order.paymentStatus)}
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
