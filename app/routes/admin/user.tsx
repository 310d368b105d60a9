import { TableBox } from "~/ui/TableBox";
import { TableHead } from "~/ui/TableHead";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { accountContact, formatIndianMobile } from "~/features/accounts/phone";
import { requireRole } from "~/features/accounts/session.server";
import { endSessionsSchema, roleSchema } from "~/features/admin/admin.schema";
import { changeAnswer, USER_REFUSALS } from "./change-answer.server";
import { roleLabel, ROLES, type Role } from "~/features/admin/admin-rules";
import { changeRole, endSessions, findUserForAdmin } from "~/features/admin/admin-users.server";
import { displayOrderId, statusText } from "~/features/orders/order-status";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { formatDateTime } from "~/lib/dates";
import { notFound } from "~/lib/http.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { Price } from "~/ui/Price";
import { defineAction, intent } from "~/lib/action.server";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { SelectField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { paymentMethodText } from "~/features/cart/cart-rules";
import type { Route } from "./+types/user";

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const admin = requireRole(context, url, "admin");
  const found = await findUserForAdmin(params.id);
  if (!found) notFound(request, "That account was not found.");
  return {
    ...found,
    self: found.user.id === admin.id,
    confirmEnd: url.searchParams.get("end-sessions") === "1",
    constraint: getZodConstraint(roleSchema),
  };
}

const userPath = (params: { id?: string }) => `/admin/users/${params.id ?? ""}`;

export const action = defineAction("admin", {
  role: intent(roleSchema, async ({ value, user, params, request }) =>
    changeAnswer(await changeRole(user, params.id ?? "", value.role), USER_REFUSALS, {
      request,
      to: userPath(params),
      flash: ADMIN_MESSAGES.roleChanged,
    }),
  ),
  "end-sessions": intent(endSessionsSchema, async ({ user, params, request }) =>
    changeAnswer(await endSessions(user, params.id ?? ""), USER_REFUSALS, {
      request,
      to: userPath(params),
      flash: ADMIN_MESSAGES.sessionsEnded,
    }),
  ),
});

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  const email = loaderData && accountContact(loaderData.user);
  return [{ title: `${email ? t("{email} — operations", { email }) : t("User — operations")} — ${BRAND}` }];
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const { user, orders, activeSessions, self, confirmEnd, constraint } = loaderData;
  const here = `/admin/users/${user.id}`;
  const { t, language } = useT("admin");
  const roleKit = formKit({ id: "user", intent: "role", answered: actionData, constraint });
  const endKit = formKit({ id: "end-sessions", intent: "end-sessions", answered: actionData });
  return (
    <section aria-labelledby="user-title" className="space-y-6">
      <Link to="/admin/users" className="text-sm font-semibold text-brand-700 underline">
        {t("All users")}
      </Link>
      <h1 id="user-title" className="text-2xl font-bold">
        {user.name || accountContact(user)}
      </h1>
      {confirmEnd && !self ? (
        <ConfirmDialog
          id="end-sessions-title"
          title={t("End all sessions?")}
          cancelTo={here}
          confirm={
            // Sent to the dialog's address, so a refusal is shown in it.
            <KitForm kit={endKit} action={`${here}?end-sessions=1`} replace>
              <SubmitButton className="btn-danger">{t("Yes, end sessions")}</SubmitButton>
            </KitForm>
          }
        >
          <p>{t("{email} is signed out on every device and has to sign in again.", { email: accountContact(user) })}</p>
        </ConfirmDialog>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">{t("E-mail")}</dt>
        <dd>{user.email ?? "—"}</dd>
        <dt className="font-semibold">{t("Sign-in number")}</dt>
        <dd>{user.mobile ? formatIndianMobile(user.mobile) : "—"}</dd>
        <dt className="font-semibold">{t("Phone")}</dt>
        <dd>{user.phone ?? "—"}</dd>
        <dt className="font-semibold">{t("Role")}</dt>
        <dd>{roleLabel(user.role, t)}</dd>
        <dt className="font-semibold">{t("Signed in on")}</dt>
        <dd>{t("{count, plural, one {# device} other {# devices}}", { count: activeSessions })}</dd>
      </dl>

      <div className="flex flex-wrap items-end gap-4">
        <KitForm kit={roleKit} className="flex flex-wrap items-end gap-3">
          <SelectField
            name="role"
            label={t("Role")}
            defaultValue={user.role}
            options={Object.fromEntries((Object.keys(ROLES) as Role[]).map((role) => [role, roleLabel(role, t)]))}
          />
          <SubmitButton className="btn-secondary">{t("Change role")}</SubmitButton>
        </KitForm>
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
          <TableBox label={t("Orders ({count})", { count: orders.length })}>
            <table className="w-full text-left text-sm">
              <TableHead
                columns={[t("Order"), t("Restaurant"), t("Placed"), t("Status"), t("Payment"), t("Total")]}
                lastAlign="right"
              />
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
          </TableBox>
        ) : null}
      </section>
    </section>
  );
}
