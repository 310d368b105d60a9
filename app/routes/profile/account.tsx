import { getZodConstraint } from "@conform-to/zod/v4";
import { Link } from "react-router";
import { z } from "zod";
import { ACCOUNT_MESSAGES } from "~/features/accounts/account-messages";
import { sendPasswordChanged } from "~/features/accounts/account-mail.server";
import { mobileSchema, noFieldsSchema, passwordChangeSchema, profileSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { changePassword } from "~/features/accounts/auth.server";
import { removeMobile } from "~/features/accounts/mobile-accounts.server";
import { initials } from "~/features/accounts/names";
import { refuseCommonPassword } from "~/features/accounts/password.server";
import { formatIndianMobile } from "~/features/accounts/phone";
import { requireUser, revokeOtherSessions } from "~/features/accounts/session.server";
import { updateProfile } from "~/features/accounts/users.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, intent, refuse, refuseForLimit } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { formatMonthYear } from "~/lib/dates";
import { requestLanguage, requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { oneOf, parseSearch } from "~/lib/search-params.server";
import { word } from "~/lib/words";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { sendCodeTo } from "../auth/phone-code.server";
import type { Route } from "./+types/account";

/** The page's tabs, by their names (catalogue ids: the page shows `t(TABS[tab])`). */
const TABS = { profile: "Profile Info", email: "Email Settings", password: "Change Password" } as const;

const EMAIL_TAB = "/profile/account?tab=email";

/** The tab each form is on, where a refused form comes back to. */
const TAB_OF_INTENT: Record<string, keyof typeof TABS> = {
  profile: "profile",
  password: "password",
  "add-mobile": "email",
  "remove-mobile": "email",
  "revoke-others": "email",
};

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  // Built here rather than at the top of the module, where it would keep zod in the page's script.
  const tabQuerySchema = z.object({ tab: oneOf(TABS, "profile") });
  const { tab } = parseSearch(url, tabQuerySchema);
  return {
    user,
    // A password signs in with an e-mail address: an account without one has no password tab.
    tab: tab === "password" && !user.email ? "profile" : tab,
    constraints: {
      profile: getZodConstraint(profileSchema),
      password: getZodConstraint(passwordChangeSchema),
      mobile: getZodConstraint(mobileSchema),
    },
  };
}

export const action = defineAction("customer", {
  profile: intent(profileSchema, async ({ value, user }) => {
    await updateProfile(user.id, value);
    return done("/profile/account?tab=profile", ACCOUNT_MESSAGES.profileSaved);
  }),
  password: intent(
    passwordChangeSchema.superRefine(refuseCommonPassword("newPassword")),
    async ({ value, user, request, context }) => {
      const t = requestT(request);
      // A password signs in with an e-mail address; an account made with a mobile number has none.
      const { email } = user;
      if (!email)
        return refuse(t("Sign in with your mobile number: this account has no e-mail address to use a password with."));
      const clientIp = context.get(requestFacts).clientIp;
      const changed = await changePassword(
        request,
        clientIp,
        { id: user.id, email },
        value.currentPassword,
        value.newPassword,
      );
      if (!changed.ok && changed.code === "too-many")
        return refuseForLimit(changed.limit, { fields: { currentPassword: [changed.limit.text(t)] } });
      if (!changed.ok) return refuse({ fields: { currentPassword: [word(ACCOUNT_WORDS, changed, t)] } });
      await revokeOtherSessions(request, user.id);
      await sendPasswordChanged({ email, firstName: user.firstName }, requestLanguage(request));
      return done("/profile/account?tab=password", ACCOUNT_MESSAGES.passwordChanged);
    },
  ),
  "add-mobile": intent(mobileSchema, ({ value, user, request, context }) =>
    sendCodeTo({ phone: value.phone, purpose: "add-mobile", userId: user.id, redirectTo: EMAIL_TAB }, request, context),
  ),
  "remove-mobile": intent(noFieldsSchema, async ({ user, request }) => {
    if (!(await removeMobile(user.id)))
      return refuse(requestT(request)("Your mobile number is how this account signs in, so it stays."));
    return done(EMAIL_TAB, ACCOUNT_MESSAGES.mobileRemoved);
  }),
  "revoke-others": intent(noFieldsSchema, async ({ user, request }) => {
    await revokeOtherSessions(request, user.id);
    return done("/profile/account?tab=email", ACCOUNT_MESSAGES.othersSignedOut);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Account")} — ${BRAND}` }];
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, constraints } = loaderData;
  // A refused form comes back to its own tab, whatever the address says.
  const refused = actionData?.intent;
  const tab = (refused && TAB_OF_INTENT[refused]) ?? loaderData.tab;
  const addMobile = formKit({
    id: "add-mobile",
    intent: "add-mobile",
    answered: actionData,
    constraint: constraints.mobile,
  });
  const removeMobile = formKit({ id: "remove-mobile", intent: "remove-mobile", answered: actionData });
  const profile = formKit({ id: "profile", intent: "profile", answered: actionData, constraint: constraints.profile });
  const password = formKit({
    id: "password",
    intent: "password",
    answered: actionData,
    constraint: constraints.password,
  });
  const revoke = formKit({ id: "revoke", intent: "revoke-others", answered: actionData });
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
            {Object.entries(TABS)
              .filter(([key]) => key !== "password" || user.email)
              .map(([key, label]) => (
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
            <KitForm kit={profile} className="space-y-4">
              <h2 className="text-lg font-bold">{t("Profile Info")}</h2>
              <Field name="firstName" label={t("First name")} autoComplete="given-name" defaultValue={user.firstName} />
              <Field name="lastName" label={t("Last name")} autoComplete="family-name" defaultValue={user.lastName} />
              <Field
                name="phone"
                label={t("Mobile number")}
                type="tel"
                maxLength={16}
                autoComplete="tel"
                hint={t("10 digits; +91 or 0 in front is fine. Leave empty to remove.")}
                defaultValue={user.phone ? formatIndianMobile(user.phone) : ""}
              />
              <SubmitButton>{t("Save changes")}</SubmitButton>
            </KitForm>
          ) : tab === "email" ? (
            <div className="space-y-6">
              <section aria-labelledby="email-heading">
                <h2 id="email-heading" className="text-lg font-bold">
                  {t("Email Settings")}
                </h2>
                {user.email ? (
                  <p className="mt-2 flex flex-wrap items-center gap-2">
                    <span className="font-medium">{user.email}</span>
                    {user.emailVerified ? <VerifiedBadge /> : null}
                  </p>
                ) : (
                  <p className="mt-2 text-gray-700">{t("This account signs in with its mobile number only.")}</p>
                )}
              </section>
              <section aria-labelledby="mobile-heading">
                <h2 id="mobile-heading" className="text-lg font-bold">
                  {t("Mobile number for sign-in")}
                </h2>
                {user.mobile ? (
                  <>
                    <p className="mt-2 flex flex-wrap items-center gap-2">
                      <span className="font-medium">{formatIndianMobile(user.mobile)}</span>
                      <VerifiedBadge />
                    </p>
                    {user.email && user.emailVerified ? (
                      <KitForm kit={removeMobile} className="mt-3">
                        <SubmitButton className="btn-secondary">{t("Remove mobile number")}</SubmitButton>
                      </KitForm>
                    ) : null}
                  </>
                ) : (
                  <KitForm kit={addMobile} className="mt-2 space-y-4">
                    <p className="text-gray-700">{t("Add a mobile number to sign in with a code by SMS.")}</p>
                    <Field
                      name="phone"
                      label={t("Mobile number")}
                      type="tel"
                      autoComplete="tel"
                      maxLength={16}
                      hint={t("10 digits; +91 or 0 in front is fine.")}
                      defaultValue={user.phone ? formatIndianMobile(user.phone) : ""}
                    />
                    <SubmitButton className="btn-secondary">{t("Send code")}</SubmitButton>
                  </KitForm>
                )}
              </section>
              <section aria-labelledby="devices-heading">
                <h2 id="devices-heading" className="text-lg font-bold">
                  {t("Devices")}
                </h2>
                <p className="mt-1 text-gray-700">
                  {t("Signed in on a shared or lost device? End every session except this one.")}
                </p>
                <KitForm kit={revoke} className="mt-3">
                  <SubmitButton className="btn-secondary">{t("Sign out of other devices")}</SubmitButton>
                </KitForm>
              </section>
            </div>
          ) : (
            <KitForm kit={password} className="space-y-4">
              <h2 className="text-lg font-bold">{t("Change Password")}</h2>
              {user.hasPassword ? (
                <Field
                  name="currentPassword"
                  label={t("Current password")}
                  type="password"
                  required
                  maxLength={128}
                  autoComplete="current-password"
                />
              ) : (
                <p className="meta">{t("You sign in with Google; set a password to sign in with your e-mail too.")}</p>
              )}
              <Field
                name="newPassword"
                label={t("New password")}
                type="password"
                autoComplete="new-password"
                hint={t("At least 8 characters.")}
              />
              <Field
                name="confirmPassword"
                label={t("Confirm new password")}
                type="password"
                maxLength={128}
                autoComplete="new-password"
              />
              <SubmitButton>{t("Update Password")}</SubmitButton>
            </KitForm>
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
        <p className="break-all text-sm text-gray-700">
          {user.email ?? (user.mobile ? formatIndianMobile(user.mobile) : null)}
        </p>
        <p className="mt-2 text-sm text-gray-700">{t("Member since {date}", { date: memberSince })}</p>
      </aside>
    </div>
  );
}

function VerifiedBadge() {
  const { t } = useT("profile");
  return <span className="rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">{t("Verified")}</span>;
}
