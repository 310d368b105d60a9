import { getZodConstraint } from "@conform-to/zod/v4";
import { Link, redirect } from "react-router";
import { googleLinkSchema } from "~/features/accounts/accounts.schema";
import { ACCOUNT_WORDS } from "~/features/accounts/accounts-words";
import { AuthPanel, PasswordField } from "~/features/accounts/AuthPanel";
import { confirmGoogleLink } from "~/features/accounts/auth.server";
import { clearGoogleLink, readAuthReturn, readGoogleLink } from "~/features/accounts/sign-in-cookies.server";
import { GoogleSignedIn } from "~/features/accounts/GoogleSignedIn";
import { startSession } from "~/features/accounts/session.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, guestIntent, refuse, refuseForLimit, reply } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/google-link";

/**
 * Google vouched for an address that already has an account with a password: its owner confirms
 * with that password once, then Google is linked and signs them in from now on.
 */
/** The sign-in panel's own words (its close button, the password field). */
export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readGoogleLink(request);
  if (!link) throw redirect("/login");
  const { redirectTo } = await readAuthReturn(request);
  return { email: link.email, redirectTo, constraint: getZodConstraint(googleLinkSchema) };
}

export const action = defineAction("anyone", {
  link: guestIntent(googleLinkSchema, async ({ value, request, context }) => {
    const link = await readGoogleLink(request);
    if (!link) throw redirect("/login", 303);
    const { redirectTo, popup } = await readAuthReturn(request);
    const linked = await confirmGoogleLink(request, context.get(requestFacts).clientIp, link, value.password);
    const t = requestT(request);
    if (!linked.ok && linked.code === "too-many")
      return refuseForLimit(linked.limit, { messages: [linked.limit.text(t)] });
    if (!linked.ok) return refuse({ fields: { password: [word(ACCOUNT_WORDS, linked, t)] } });
    const headers = await startSession(request, link.userId);
    headers.append("Set-Cookie", await clearGoogleLink());
    // In a popup, the page tells its opener and closes; otherwise the customer goes back where they were.
    return popup ? reply({ linked: true }, { headers }) : done(redirectTo, undefined, { headers });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Link Google to your account")} — ${BRAND}` }];
}

export default function GoogleLink({ loaderData, actionData }: Route.ComponentProps) {
  const { email, redirectTo, constraint } = loaderData;
  const kit = formKit({ id: "google-link", answered: actionData, constraint });
  const { t } = useT("accounts");
  if (actionData?.linked) return <GoogleSignedIn />;
  return (
    <AuthPanel title={t("Link your Google account")} subtitle={t("Confirm it's you, once.")} closeTo={redirectTo}>
      <p className="text-gray-800">
        {t("You already have an account with {email}. Enter its password to sign in with Google from now on.", {
          email,
        })}
      </p>
      <KitForm kit={kit} className="mt-4 space-y-4">
        <PasswordField name="password" autoComplete="current-password" />
        <SubmitButton busyLabel={t("Linking...")} className="btn-primary w-full">
          {t("Link and sign in")}
        </SubmitButton>
      </KitForm>
      <p className="mt-4 text-center text-sm">
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          {t("Forgot password?")}
        </Link>
      </p>
    </AuthPanel>
  );
}
