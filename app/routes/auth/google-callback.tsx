import { data, Link, redirect } from "react-router";
import { authenticateWithGoogle } from "~/features/accounts/auth.server";
import { readAuthReturn, serializeGoogleLink } from "~/features/accounts/sign-in-cookies.server";
import { GoogleSignedIn } from "~/features/accounts/GoogleSignedIn";
import { getCurrentUser, startSession } from "~/features/accounts/session.server";
import { accountForGoogle } from "~/features/accounts/users.server";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { Alert } from "~/ui/Alert";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/google-callback";

const FAILED = "Google sign-in did not complete. Please try again.";

/**
 * Google's redirect back: signs the customer in. A redirect flow returns to where they were; a popup
 * tells its opener and closes. An account that has a password of its own is linked to Google only
 * after that password is confirmed (/auth/google/link).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { redirectTo, popup } = await readAuthReturn(request);
  let account;
  try {
    const profile = await authenticateWithGoogle(request);
    account = await accountForGoogle(profile, getCurrentUser(context)?.id ?? null);
    if (account.kind === "confirm-password") {
      const cookie = await serializeGoogleLink({ userId: account.userId, sub: profile.sub, email: account.email });
      throw redirect(`/auth/google/link?redirectTo=${encodeURIComponent(redirectTo)}`, {
        headers: { "Set-Cookie": cookie },
      });
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ ok: false as const, error: FAILED }, { status: 400 });
  }
  const headers = await startSession(request, account.userId);
  if (!popup) throw redirect(redirectTo, { headers });
  return data({ ok: true as const, error: null }, { headers });
}

export const handle = { i18n: ["accounts"] } satisfies I18nHandle;

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Google sign-in")} — ${BRAND}` }];
}

export default function GoogleCallback({ loaderData }: Route.ComponentProps) {
  const { t } = useT("accounts");
  if (!loaderData.ok) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("Google sign-in")}</h1>
        <Alert tone="error" className="mt-3">
          {t(loaderData.error)}
        </Alert>
        <Link to="/login" className="btn-primary mt-6">
          {t("Back to sign in")}
        </Link>
      </section>
    );
  }
  return <GoogleSignedIn />;
}
