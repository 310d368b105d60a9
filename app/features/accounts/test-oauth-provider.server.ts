import crypto from "node:crypto";

/**
 * A built-in OAuth2 provider standing in for Google when GOOGLE_CLIENT_ID is not set, with
 * APP_ENV=development: an account chooser, a token endpoint checking PKCE, and a userinfo endpoint. The app's
 * Google strategy talks to it over HTTP exactly as to Google. State is in memory; it is for trying
 * the flow and for tests.
 */
export const TEST_CLIENT = { id: "test-client", secret: "test-secret" };

export interface TestIdentity {
  sub: string;
  email: string;
  name: string;
}

export const SAMPLE_IDENTITIES: TestIdentity[] = [
  { sub: "test-google-asha", email: "asha.rao@example.com", name: "Asha Rao" },
  { sub: "test-google-vikram", email: "vikram.singh@example.com", name: "Vikram Singh" },
];

interface PendingCode {
  identity: TestIdentity;
  codeChallenge: string;
  redirectUri: string;
  expiresAt: number;
}

const codes = new Map<string, PendingCode>();
const accessTokens = new Map<string, { identity: TestIdentity; expiresAt: number }>();
const LIFETIME_MS = 5 * 60 * 1000;

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** The authorization request's parameters, or null when they are not ones our app would send. */
export function readAuthorizeRequest(params: URLSearchParams, origin: string): AuthorizeRequest | null {
  const redirectUri = params.get("redirect_uri") ?? "";
  const state = params.get("state") ?? "";
  const codeChallenge = params.get("code_challenge") ?? "";
  const valid =
    params.get("client_id") === TEST_CLIENT.id &&
    params.get("response_type") === "code" &&
    params.get("code_challenge_method") === "S256" &&
    redirectUri === `${origin}/auth/google/callback` &&
    state.length > 0 &&
    /^[A-Za-z0-9_-]{43}$/.test(codeChallenge);
  return valid ? { redirectUri, state, codeChallenge } : null;
}

export function issueCode(request: AuthorizeRequest, identity: TestIdentity): string {
  const code = crypto.randomBytes(24).toString("base64url");
  codes.set(code, {
    identity,
    codeChallenge: request.codeChallenge,
    redirectUri: request.redirectUri,
    expiresAt: Date.now() + LIFETIME_MS,
  });
  return code;
}

/** Exchanges a code for an access token once, checking the client, redirect URI and PKCE verifier. */
export function exchangeCode(form: URLSearchParams, authorization: string | null): string | null {
  const expected = `Basic ${Buffer.from(`${TEST_CLIENT.id}:${TEST_CLIENT.secret}`).toString("base64")}`;
  const clientOk =
    authorization === expected ||
    (form.get("client_id") === TEST_CLIENT.id && form.get("client_secret") === TEST_CLIENT.secret);
  const code = form.get("code") ?? "";
  const pending = codes.get(code);
  codes.delete(code);
  if (!clientOk || form.get("grant_type") !== "authorization_code" || !pending || pending.expiresAt < Date.now())
    return null;
  const challenge = crypto
    .createHash("sha256")
    .update(form.get("code_verifier") ?? "")
    .digest("base64url");
  if (challenge !== pending.codeChallenge || form.get("redirect_uri") !== pending.redirectUri) return null;
  const token = crypto.randomBytes(24).toString("base64url");
  accessTokens.set(token, { identity: pending.identity, expiresAt: Date.now() + LIFETIME_MS });
  return token;
}

export function identityForToken(authorization: string | null): TestIdentity | null {
  const token = authorization?.replace(/^Bearer /, "") ?? "";
  const entry = accessTokens.get(token);
  return entry && entry.expiresAt > Date.now() ? entry.identity : null;
}
