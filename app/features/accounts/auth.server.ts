import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { config, isDevelopment } from "~/lib/config.server";
import { DEFAULT_LANGUAGE } from "~/lib/i18n";
import { publicOrigin } from "~/lib/public-url.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { sendInBackground } from "~/lib/mail.server";
import { sendFailedSignInsAlert } from "./account-mail.server";
import { readKnownDevice } from "./device.server";
import { secureCookies, type PendingGoogleLink } from "./sign-in-cookies.server";
import { ALERT_OWNER_AFTER } from "./sign-in-throttle-rules";
import { clearFailures, refundTry, reserveTry, type ThrottleKey } from "./sign-in-throttle.server";
import {
  checkCredentials,
  findAccountByEmail,
  hasPassword,
  linkGoogle,
  normaliseEmail,
  setPassword,
  type AccountRef,
  type GoogleProfile,
} from "./users.server";

export type PasswordCheck =
  | { kind: "right"; account: AccountRef }
  | { kind: "unverified"; account: AccountRef; signupId: string }
  | { kind: "wrong" }
  | { kind: "limited"; error: TooManyAttempts };

/**
 * Checks an account's password under the sign-in throttles (docs/decisions/0014). From a device the
 * account has signed in from before, only that device's failures count, so nobody elsewhere can keep
 * the owner out. From any other device, failures count per account and address, per address, and per
 * account; each waits with exponential back-off, and the owner is e-mailed after repeated failures.
 * The try is counted before the password is checked, in one step with the check of the limits (so
 * parallel tries cannot all slip through), and given back when the password is right.
 */
export async function checkPassword(
  request: Request,
  clientIp: string | undefined,
  email: string,
  password: string,
): Promise<PasswordCheck> {
  const accountKey = normaliseEmail(email);
  const [account, device] = await Promise.all([findAccountByEmail(accountKey), readKnownDevice(request)]);
  const known = account && device?.userId === account.id ? device : null;
  const keys: ThrottleKey[] = known
    ? [{ kind: "knownDevice", id: known.deviceId }]
    : unknownDeviceKeys(accountKey, clientIp);
  const reserved = await reserveTry(keys);
  if (reserved.kind === "wait") return { kind: "limited", error: new TooManyAttempts(reserved.seconds) };
  const checked = await checkCredentials(accountKey, password);
  if (checked.kind === "wrong") {
    if (account && reserved.counts.accountFromUnknownDevices === ALERT_OWNER_AFTER) {
      // In the owner's language, not that of whoever is guessing.
      const language = account.language ?? DEFAULT_LANGUAGE;
      sendInBackground(sendFailedSignInsAlert(account, ALERT_OWNER_AFTER, language), "failed sign-ins alert");
    }
    return { kind: "wrong" };
  }
  await refundTry(keys);
  return checked.kind === "verified" ? { kind: "right", account: checked.account } : checked;
}

/** A sign-in limit that was hit, as the accounts functions answer it: the route words the wait. */
export type Limited = { ok: false; code: "too-many"; limit: TooManyAttempts };

export type PasswordChange = { ok: true } | { ok: false; code: "wrong-current-password" } | Limited;

/**
 * Changes a signed-in customer's password when the current one is right (or there is none yet, for
 * Google accounts). The current password is checked under the sign-in throttles, so a stolen session
 * cannot guess it without limit (security probe N12).
 */
export async function changePassword(
  request: Request,
  clientIp: string | undefined,
  user: { id: string; email: string },
  current: string,
  next: string,
): Promise<PasswordChange> {
  if (await hasPassword(user.id)) {
    const check = await checkPassword(request, clientIp, user.email, current);
    if (check.kind === "limited") return { ok: false, code: "too-many", limit: check.error };
    if (check.kind !== "right" || check.account.id !== user.id) return { ok: false, code: "wrong-current-password" };
  }
  await setPassword(user.id, next);
  return { ok: true };
}

/**
 * Links the Google identity waiting in `link` once its account's password is confirmed (under the
 * sign-in throttles), so Google signs the owner in from now on.
 */
export async function confirmGoogleLink(
  request: Request,
  clientIp: string | undefined,
  link: PendingGoogleLink,
  password: string,
): Promise<{ ok: true } | { ok: false; code: "wrong-password" } | Limited> {
  const check = await checkPassword(request, clientIp, link.email, password);
  if (check.kind === "limited") return { ok: false, code: "too-many", limit: check.error };
  if (check.kind !== "right" || check.account.id !== link.userId) return { ok: false, code: "wrong-password" };
  await linkGoogle(link.userId, link.sub);
  return { ok: true };
}

/** The throttles for an account from a device it never signed in from: this one first, then wider. */
function unknownDeviceKeys(accountKey: string, clientIp: string | undefined): ThrottleKey[] {
  const address = clientIp ?? "unknown";
  return [
    { kind: "accountFromAddress", id: `${accountKey} ${address}` },
    { kind: "address", id: address },
    { kind: "accountFromUnknownDevices", id: accountKey },
  ];
}

/** After a password reset the owner starts again from nothing, from here and from new devices. */
export async function forgetFailedSignIns(email: string, clientIp: string | undefined): Promise<void> {
  const [fromAddress, , fromUnknownDevices] = unknownDeviceKeys(normaliseEmail(email), clientIp);
  await clearFailures([fromAddress!, fromUnknownDevices!]);
}

export type SignInOutcome =
  | { ok: true; userId: string }
  | { ok: false; code: "unverified"; email: string; signupId: string }
  | { ok: false; code: "wrong-credentials" }
  | Limited;

/**
 * Signs in with the e-mail and password the sign-in form posted (parsed by the action kit), through
 * remix-auth's form strategy, which is handed a request carrying them: throttled like every password check.
 */
export async function signInWithPassword(
  request: Request,
  credentials: { email: string; password: string },
  clientIp: string | undefined,
): Promise<SignInOutcome> {
  const authenticator = new Authenticator<SignInOutcome>().use(
    new FormStrategy(async () => {
      const check = await checkPassword(request, clientIp, credentials.email, credentials.password);
      if (check.kind === "limited") return { ok: false, code: "too-many", limit: check.error };
      if (check.kind === "wrong") return { ok: false, code: "wrong-credentials" };
      return check.kind === "right"
        ? { ok: true, userId: check.account.id }
        : { ok: false, code: "unverified", email: check.account.email, signupId: check.signupId };
    }),
    "form",
  );
  const posted = new Request(request.url, { method: "POST", body: new URLSearchParams(credentials) });
  return authenticator.authenticate("form", posted);
}

/** Whether 'Continue with Google' is offered: with real credentials, or the test provider in development. */
export function googleAvailable(): boolean {
  return Boolean(config().GOOGLE_CLIENT_ID) || isDevelopment();
}

function googleEndpoints() {
  if (config().GOOGLE_CLIENT_ID) {
    return {
      clientId: config().GOOGLE_CLIENT_ID!,
      clientSecret: config().GOOGLE_CLIENT_SECRET!,
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      userInfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    };
  }
  const origin = publicOrigin();
  return {
    clientId: "test-client",
    clientSecret: "test-secret",
    authorizationEndpoint: `${origin}/dev/oauth/authorize`,
    tokenEndpoint: `${origin}/dev/oauth/token`,
    userInfoEndpoint: `${origin}/dev/oauth/userinfo`,
  };
}

interface GoogleUserInfo {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

export class GoogleSignInError extends Error {}

/**
 * Google sign-in through remix-auth-oauth2 (authorization code with PKCE and state). The first call
 * redirects to Google (back to PUBLIC_URL, never to the request's Host); the callback exchanges the
 * code and returns the verified profile. No token reaches the browser.
 */
export async function authenticateWithGoogle(request: Request): Promise<GoogleProfile> {
  const origin = publicOrigin();
  const endpoints = googleEndpoints();
  const strategy = new OAuth2Strategy<GoogleProfile>(
    {
      clientId: endpoints.clientId,
      clientSecret: endpoints.clientSecret,
      authorizationEndpoint: endpoints.authorizationEndpoint,
      tokenEndpoint: endpoints.tokenEndpoint,
      redirectURI: `${origin}/auth/google/callback`,
      scopes: ["openid", "email", "profile"],
      cookie: {
        name: "oauth2",
        path: "/",
        httpOnly: true,
        sameSite: "Lax",
        ...(secureCookies() ? { secure: true } : {}),
      },
    },
    async ({ tokens }) => {
      const response = await fetch(endpoints.userInfoEndpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(5000),
      });
      const profile = (await response.json()) as GoogleUserInfo;
      const verified = profile.email_verified === true || profile.email_verified === "true";
      if (!response.ok || typeof profile.sub !== "string" || typeof profile.email !== "string" || !verified) {
        throw new GoogleSignInError("Google did not confirm an e-mail address for this account.");
      }
      return { sub: profile.sub, email: profile.email, name: typeof profile.name === "string" ? profile.name : "" };
    },
  );
  return new Authenticator<GoogleProfile>().use(strategy, "google").authenticate("google", request);
}
