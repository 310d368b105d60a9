import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { config, isDevelopment } from "~/lib/config.server";
import { limiter, TooManyAttempts } from "~/lib/rate-limit.server";
import { safeRedirect } from "~/lib/redirect";
import { loginSchema } from "./accounts.schema";
import { accountForGoogle, checkCredentials, normaliseEmail } from "./users.server";

export const GENERIC_LOGIN_ERROR = "Invalid e-mail or password.";

/** Sign-in attempts: per client address, and failures per account. */
const signInPerIp = limiter(30, 15 * 60);
const failuresPerAccount = limiter(5, 15 * 60);

export type SignInOutcome =
  | { kind: "signed-in"; userId: string }
  | { kind: "unverified"; email: string }
  | { kind: "invalid"; reply: SubmissionResult<string[]> }
  | { kind: "limited"; error: TooManyAttempts };

/** E-mail and password through remix-auth's form strategy. */
const passwordAuthenticator = new Authenticator<SignInOutcome>().use(
  new FormStrategy(async ({ form }) => {
    const submission = parseWithZod(form, { schema: loginSchema });
    if (submission.status !== "success") return { kind: "invalid", reply: submission.reply({ hideFields: ["password"] }) };
    const accountKey = normaliseEmail(submission.value.email);
    try {
      await failuresPerAccount.check(accountKey);
    } catch (error) {
      if (error instanceof TooManyAttempts) return { kind: "limited", error };
      throw error;
    }
    const account = await checkCredentials(submission.value.email, submission.value.password);
    if (!account) {
      await failuresPerAccount.consume(accountKey).catch(() => undefined);
      return { kind: "invalid", reply: submission.reply({ formErrors: [GENERIC_LOGIN_ERROR], hideFields: ["password"] }) };
    }
    await failuresPerAccount.reset(accountKey);
    return account.verified ? { kind: "signed-in", userId: account.id } : { kind: "unverified", email: account.email };
  }),
  "form",
);

export async function signInWithPassword(request: Request, clientIp: string | undefined): Promise<SignInOutcome> {
  try {
    await signInPerIp.consume(clientIp ?? "unknown");
  } catch (error) {
    if (error instanceof TooManyAttempts) return { kind: "limited", error };
    throw error;
  }
  return passwordAuthenticator.authenticate("form", request);
}

/** Whether 'Continue with Google' is offered: with real credentials, or the test provider in development. */
export function googleAvailable(): boolean {
  return Boolean(config().GOOGLE_CLIENT_ID) || isDevelopment();
}

function googleEndpoints(origin: string) {
  if (config().GOOGLE_CLIENT_ID) {
    return {
      clientId: config().GOOGLE_CLIENT_ID!,
      clientSecret: config().GOOGLE_CLIENT_SECRET!,
      authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenEndpoint: "https://oauth2.googleapis.com/token",
      userInfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    };
  }
  return {
    clientId: "test-client",
    clientSecret: "test-secret",
    authorizationEndpoint: `${origin}/dev/oauth/authorize`,
    tokenEndpoint: `${origin}/dev/oauth/token`,
    userInfoEndpoint: `${origin}/dev/oauth/userinfo`,
  };
}

interface GoogleProfile {
  sub?: unknown;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
}

export class GoogleSignInError extends Error {}

/**
 * Google sign-in through remix-auth-oauth2 (authorization code with PKCE and state). The first call
 * redirects to Google; the callback exchanges the code, reads the profile and returns our user id.
 * No token reaches the browser.
 */
export async function authenticateWithGoogle(request: Request): Promise<string> {
  const origin = new URL(request.url).origin;
  const endpoints = googleEndpoints(origin);
  const strategy = new OAuth2Strategy<string>(
    {
      clientId: endpoints.clientId,
      clientSecret: endpoints.clientSecret,
      authorizationEndpoint: endpoints.authorizationEndpoint,
      tokenEndpoint: endpoints.tokenEndpoint,
      redirectURI: `${origin}/auth/google/callback`,
      scopes: ["openid", "email", "profile"],
      cookie: { name: "oauth2", path: "/", httpOnly: true, sameSite: "Lax", ...(origin.startsWith("https:") ? { secure: true } : {}) },
    },
    async ({ tokens }) => {
      const response = await fetch(endpoints.userInfoEndpoint, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        signal: AbortSignal.timeout(5000),
      });
      const profile = (await response.json()) as GoogleProfile;
      const verified = profile.email_verified === true || profile.email_verified === "true";
      if (!response.ok || typeof profile.sub !== "string" || typeof profile.email !== "string" || !verified) {
        throw new GoogleSignInError("Google did not confirm an e-mail address for this account.");
      }
      return accountForGoogle({ sub: profile.sub, email: profile.email, name: typeof profile.name === "string" ? profile.name : "" });
    },
  );
  return new Authenticator<string>().use(strategy, "google").authenticate("google", request);
}

/** Where to go after an OAuth round trip, and whether it ran in a popup. */
export interface AuthReturn {
  redirectTo: string;
  popup: boolean;
}

function returnCookie() {
  return createCookie("auth_return", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 600,
    secrets: [config().SESSION_SECRET],
  });
}

export function serializeAuthReturn(value: AuthReturn): Promise<string> {
  return returnCookie().serialize(value);
}

export async function readAuthReturn(request: Request): Promise<AuthReturn> {
  const value = (await returnCookie().parse(request.headers.get("Cookie"))) as Partial<AuthReturn> | null;
  return { redirectTo: safeRedirect(value?.redirectTo, "/restaurants"), popup: value?.popup === true };
}

/** The e-mail awaiting verification, between sign-up (or an unverified sign-in) and the code. */
function pendingCookie() {
  return createCookie("pending_verification", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 30 * 60,
    secrets: [config().SESSION_SECRET],
  });
}

export function serializePendingEmail(email: string): Promise<string> {
  return pendingCookie().serialize(email);
}

export async function readPendingEmail(request: Request): Promise<string | null> {
  const value: unknown = await pendingCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

export function clearPendingEmail(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}
