import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { passwordChangeSchema, profileSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { initials } from "~/features/accounts/names";
import { sendPasswordChanged } from "~/features/accounts/account-mail.server";
import { refuseCommonPassword } from "~/features/accounts/password.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { requireUser, revokeOtherSessions } from "~/features/accounts/session.server";
import { changePassword } from "~/features/accounts/auth.server";
import { updateProfile } from "~/features/accounts/users.server";
import { tooManyAttempts } from "~/lib/action.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { useT } from "~/ui/useT";
import { requestLanguage, requestT } from "~/lib/language.server";
import { formatMonthYear } from "~/lib/dates";
import { oneOf, parseSearch } from "~/lib/search-params.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { ErrorSummary, Field, typed } from "~/ui/forms";
import type { Route } from "./+types/account";
import { readForm } from "~/lib/action.server";
import { requestFacts } from "~/lib/request-context.server";

/** The page's tabs, by their names (catalogue ids: the page shows `t(TABS[tab])`). */
const TABS = { profile: "Profile Info", email: "Email Settings", password: "Change Password" } as const;
type Tab = keyof typeof TABS;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const tabQuerySchema = z.object({ tab: oneOf(TABS, "profile") });
  return { user, tab: parseSearch(url, tabQuerySchema).tab };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const schema = z.discriminatedUnion("intent", [
    profileSchema,
    passwordChangeSchema.superRefine(refuseCommonPassword("newPassword")),
    z.object({ intent: z.literal("revoke-others") }),
  ]);
  const submission = await parseWithZod(await readForm(request), { schema, async: true });
  const hide = ["currentPassword", "newPassword", "confirmPassword"];
  const tab: Tab = submission.payload.intent === "password" ? "password" : "profile";
  if (submission.status !== "success")
    return data({ tab, result: submission.reply({ hideFields: hide }) }, { status: 400 });
  const intent = submission.value;
  switch (intent.intent) {
    case "profile":
      await updateProfile(user.id, intent);
      return redirectWithFlash(request, "/profile/account?tab=profile", ACCOUNT_MESSAGES.profileSaved);
    case "password": {
      const changed = await changePassword(
        request,
        context.get(requestFacts).clientIp,
        user,
        intent.currentPassword,
        intent.newPassword,
      );
      if (changed.kind === "limited")
        return tooManyAttempts(
          {
            tab,
            result: submission.reply({
              fieldErrors: { currentPassword: [changed.error.text(requestT(request))] },
              hideFields: hide,
            }),
          },
          changed.error,
        );
      if (changed.kind === "wrong") {
        return data(
          {
            tab,
            result: submission.reply({
              fieldErrors: { currentPassword: ["The current password is not right."] },
              hideFields: hide,
            }),
          },
          { status: 400 },
        );
      }
      await revokeOtherSessions(request, user.id);
      await sendPasswordChanged(user, requestLanguage(request));
      return redirectWithFlash(request, "/profile/account?tab=password", ACCOUNT_MESSAGES.passwordChanged);
    }
    case "revoke-others":
      await revokeOtherSessions(request, user.id);
      return redirectWithFlash(request, "/profile/account?tab=email", ACCOUNT_MESSAGES.othersSignedOut);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Account")} — ${BRAND}` }];
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = loaderData;
  const tab = actionData?.tab ?? loaderData.tab;
  const result = actionData?.result;
  const { t, language } = useT("profile");
  const memberSince = formatMonthYear(user.createdAt, language);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
      <section aria-labelledby="account-title">
        <h1 id="account-title" className="text-2xl font-bold">
          {t("Account")}
        </h1>
        <nav aria-label={t("Account sections")} className="mt-4 border-b border-gray-200">
          <ul className="flex flex-wrap gap-1">
            {Object.entries(TABS).map(([key, label]) => (
              <li key={key}>
                <Link
                  to={`?tab=${key}`}
                  aria-current={tab === key ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${tab === key ? "border-brand-600 text-brand-800" : "border-transparent text-gray-700 hover:text-gray-900"}`}
                >
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 max-w-lg">
          {tab === "profile" ? (
            <Form method="post" className="space-y-4" noValidate>
              <h2 className="text-lg font-bold">{t("Profile Info")}</h2>
              <ErrorSummary
                id="profile-errors"
                result={result}
                fields={{ firstName: "profile-first", lastName: "profile-last", phone: "profile-phone" }}
              />
              <Field
                id="profile-first"
                name="firstName"
                label={t("First name")}
                required
                maxLength={50}
                autoComplete="given-name"
                result={result}
                defaultValue={typed(result, "firstName") ?? user.firstName}
              />
              <Field
                id="profile-last"
                name="lastName"
                label={t("Last name")}
                maxLength={50}
                autoComplete="family-name"
                result={result}
                defaultValue={typed(result, "lastName") ?? user.lastName}
              />
              <Field
                id="profile-phone"
                name="phone"
                label={t("Mobile number")}
                type="tel"
                maxLength={16}
                autoComplete="tel"
                hint={t("10 digits; +91 or 0 in front is fine. Leave empty to remove.")}
                result={result}
                defaultValue={typed(result, "phone") ?? (user.phone ? formatIndianMobile(user.phone) : "")}
              />
              <button type="submit" name="intent" value="profile" className="btn-primary">
                {t("Save changes")}
              </button>
            </Form>
          ) : tab === "email" ? (
            <div className="space-y-6">
              <section aria-labelledby="email-heading">
                <h2 id="email-heading" className="text-lg font-bold">
                  {t("Email Settings")}
                </h2>
                <p className="mt-2 flex flex-wrap items-center gap-2">
                  <span className="font-medium">{user.email}</span>
                  {user.emailVerified ? (
                    <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                      {t("Verified")}
                    </span>
                  ) : null}
                </p>
              </section>
              <section aria-labelledby="devices-heading">
                <h2 id="devices-heading" className="text-lg font-bold">
                  {t("Devices")}
                </h2>
                <p className="mt-1 text-gray-700">
                  {t("Signed in on a shared or lost device? End every session except this one.")}
                </p>
                <Form method="post" className="mt-3">
                  <button type="submit" name="intent" value="revoke-others" className="btn-secondary">
                    {t("Sign out of other devices")}
                  </button>
                </Form>
              </section>
            </div>
          ) : (
            <Form method="post" className="space-y-4" noValidate>
              <h2 className="text-lg font-bold">{t("Change Password")}</h2>
              <ErrorSummary
                id="password-errors"
                result={result}
                fields={{
                  currentPassword: "password-current",
                  newPassword: "password-new",
                  confirmPassword: "password-confirm",
                }}
              />
              {user.hasPassword ? (
                <Field
                  id="password-current"
                  name="currentPassword"
                  label={t("Current password")}
                  type="password"
                  required
                  autoComplete="current-password"
                  maxLength={128}
                  result={result}
                />
              ) : (
                <p className="meta">{t("You sign in with Google; set a password to sign in with your e-mail too.")}</p>
              )}
              <Field
                id="password-new"
                name="newPassword"
                label={t("New password")}
                type="password"
                required
                minLength={8}
                maxLength={128}
                autoComplete="new-password"
                hint={t("At least 8 characters.")}
                result={result}
              />
              <Field
                id="password-confirm"
                name="confirmPassword"
                label={t("Confirm new password")}
                type="password"
                required
                maxLength={128}
                autoComplete="new-password"
                result={result}
              />
              <button type="submit" name="intent" value="password" className="btn-primary">
                {t("Update Password")}
              </button>
            </Form>
          )}
        </div>
      </section>
      <aside aria-label={t("Your account")} className="h-fit rounded-2xl border border-gray-200 p-4 text-center">
        <div
          aria-hidden="true"
          className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white"
        >
          {initials(user.firstName, user.lastName)}
        </div>
        <p className="mt-3 text-lg font-bold">{`${user.firstName} ${user.lastName}`.trim()}</p>
        <p className="break-all text-sm text-gray-700">{user.email}</p>
        <p className="mt-2 text-sm text-gray-700">{t("Member since {date}", { date: memberSince })}</p>
      </aside>
    </div>
  );
}
