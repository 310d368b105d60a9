import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { config, isDevelopment } from "~/lib/config.server";
import { DEFAULT_LANGUAGE } from "~/lib/i18n";
import { publicOrigin } from "~/lib/public-url.server";
import { TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { sendFailedSignInsAlert, sendInBackground } from "./account-mail.server";
import { loginSchema } from "./accounts.schema";
import { readKnownDevice } from "./device.server";
import { ALERT_OWNER_AFTER } from "./sign-in-throttle-rules";
import { clearFailures, refundTry, reserveTry, type ThrottleKey } from "./sign-in-throttle.server";
import {
  checkCredentials,
  findAccountByEmail,
  hasPassword,
  normaliseEmail,
  setPassword,
  type AccountRef,
  type GoogleProfile,
} from "./users.server";

export const GENERIC_LOGIN_ERROR = "Invalid e-mail or password.";

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

export type PasswordChange = { kind: "changed" } | { kind: "wrong" } | { kind: "limited"; error: TooManyAttempts };

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
    if (check.kind === "limited") return check;
    if (check.kind !== "right" || check.account.id !== user.id) return { kind: "wrong" };
  }
  await setPassword(user.id, next);
  return { kind: "changed" };
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
  | { kind: "signed-in"; userId: string }
  | { kind: "unverified"; email: string; signupId: string }
  | { kind: "invalid"; reply: SubmissionResult<string[]> }
  | { kind: "limited"; error: TooManyAttempts };

/** The sign-in form, through remix-auth's form strategy: e-mail and password, throttled. */
export async function signInWithPassword(request: Request, clientIp: string | undefined): Promise<SignInOutcome> {
  const authenticator = new Authenticator<SignInOutcome>().use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: loginSchema });
      if (submission.status !== "success")
        return { kind: "invalid", reply: submission.reply({ hideFields: ["password"] }) };
      const check = await checkPassword(request, clientIp, submission.value.email, submission.value.password);
      if (check.kind === "limited") return check;
      if (check.kind === "wrong") {
        return {
          kind: "invalid",
          reply: submission.reply({ formErrors: [GENERIC_LOGIN_ERROR], hideFields: ["password"] }),
        };
      }
      return check.kind === "right"
        ? { kind: "signed-in", userId: check.account.id }
        : { kind: "unverified", email: check.account.email, signupId: check.signupId };
    }),
    "form",
  );
  return authenticator.authenticate("form", request);
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

/** Where to go after an OAuth round trip, and whether it ran in a popup. */
export interface AuthReturn {
  redirectTo: string;
  popup: boolean;
}

/** The short-lived sign-in cookies: signed, HttpOnly, Lax, and Secure when customers reach us over HTTPS. */
function signInCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    secure: secureCookies(),
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    secrets: [config().SESSION_SECRET],
  });
}

function secureCookies(): boolean {
  return publicOrigin().startsWith("https:");
}

function returnCookie() {
  return signInCookie("auth_return", 600);
}

export function serializeAuthReturn(value: AuthReturn): Promise<string> {
  return returnCookie().serialize(value);
}

export async function readAuthReturn(request: Request): Promise<AuthReturn> {
  const value = (await returnCookie().parse(request.headers.get("Cookie"))) as Partial<AuthReturn> | null;
  return { redirectTo: safeRedirect(value?.redirectTo, "/restaurants"), popup: value?.popup === true };
}

/**
 * The sign-up awaiting its code, between sign-up (or an unverified sign-in) and the code: its address,
 * its id (the code verifies only that sign-up's credentials) and when its code was last sent, for the
 * page's countdown. Signed, so it cannot be made up; it names nothing that someone else's sign-up changes.
 */
export interface PendingSignup {
  email: string;
  signupId: string;
  sentAt: number;
}

function pendingCookie() {
  return signInCookie("pending_verification", 30 * 60);
}

export function serializePendingSignup(pending: PendingSignup): Promise<string> {
  return pendingCookie().serialize(pending);
}

export async function readPendingSignup(request: Request): Promise<PendingSignup | null> {
  const value = (await pendingCookie().parse(request.headers.get("Cookie"))) as Partial<PendingSignup> | null;
  return typeof value?.email === "string" && typeof value.signupId === "string" && typeof value.sentAt === "number"
    ? { email: value.email, signupId: value.signupId, sentAt: value.sentAt }
    : null;
}

export function clearPendingSignup(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}

/** A Google identity waiting for its account's password before it is linked (ten minutes). */
export interface PendingGoogleLink {
  userId: string;
  sub: string;
  email: string;
}

function googleLinkCookie() {
  return signInCookie("google_link", 600);
}

export function serializeGoogleLink(link: PendingGoogleLink): Promise<string> {
  return googleLinkCookie().serialize(link);
}

export async function readGoogleLink(request: Request): Promise<PendingGoogleLink | null> {
  const value = (await googleLinkCookie().parse(request.headers.get("Cookie"))) as Partial<PendingGoogleLink> | null;
  return typeof value?.userId === "string" && typeof value.sub === "string" && typeof value.email === "string"
    ? { userId: value.userId, sub: value.sub, email: value.email }
    : null;
}

export function clearGoogleLink(): Promise<string> {
  return googleLinkCookie().serialize("", { maxAge: 0 });
}
