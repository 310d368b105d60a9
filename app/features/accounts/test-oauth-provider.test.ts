import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  exchangeCode,
  identityForToken,
  issueCode,
  readAuthorizeRequest,
  SAMPLE_IDENTITIES,
} from "./test-oauth-provider.server";

const origin = "http://127.0.0.1:3000";
const verifier = crypto.randomBytes(32).toString("base64url");
const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
const basic = `Basic ${Buffer.from("test-client:test-secret").toString("base64")}`;

function authorize() {
  const request = readAuthorizeRequest(
    new URLSearchParams({
      client_id: "test-client",
      response_type: "code",
      code_challenge_method: "S256",
      code_challenge: challenge,
      redirect_uri: `${origin}/auth/google/callback`,
      state: "abc",
    }),
    origin,
  );
  if (!request) throw new Error("authorize request refused");
  return issueCode(request, SAMPLE_IDENTITIES[0]!);
}

function tokenForm(code: string, codeVerifier = verifier) {
  return new URLSearchParams({
    grant_type: "authorization_code",
    code,
    code_verifier: codeVerifier,
    redirect_uri: `${origin}/auth/google/callback`,
  });
}

describe("the test OAuth provider", () => {
  it("refuses authorization requests our app would not send", () => {
    expect(readAuthorizeRequest(new URLSearchParams({ client_id: "other" }), origin)).toBeNull();
    expect(
      readAuthorizeRequest(
        new URLSearchParams({
          client_id: "test-client",
          response_type: "code",
          code_challenge_method: "S256",
          code_challenge: challenge,
          redirect_uri: "https://evil.example/cb",
          state: "x",
        }),
        origin,
      ),
    ).toBeNull();
  });

  it("exchanges a code once, with the right PKCE verifier, for a token that reads the identity", () => {
    const code = authorize();
    const token = exchangeCode(tokenForm(code), basic);
    expect(token).toBeTruthy();
    expect(identityForToken(`Bearer ${token}`)).toEqual(SAMPLE_IDENTITIES[0]);
    expect(exchangeCode(tokenForm(code), basic)).toBeNull();
  });

  it("refuses a wrong verifier or wrong client credentials", () => {
    expect(exchangeCode(tokenForm(authorize(), "wrong-verifier"), basic)).toBeNull();
    expect(
      exchangeCode(tokenForm(authorize()), `Basic ${Buffer.from("test-client:nope").toString("base64")}`),
    ).toBeNull();
    expect(identityForToken("Bearer made-up")).toBeNull();
  });
});
