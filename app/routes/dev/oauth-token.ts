import { data } from "react-router";
import { exchangeCode, testProviderEnabled } from "~/features/accounts/test-oauth-provider.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/oauth-token";

export async function action({ request }: Route.ActionArgs) {
  if (!testProviderEnabled()) notFound();
  const form = new URLSearchParams(await request.text());
  const token = exchangeCode(form, request.headers.get("Authorization"));
  if (!token) return data({ error: "invalid_grant" }, { status: 400 });
  return data({ access_token: token, token_type: "Bearer", expires_in: 300, scope: "openid email profile" });
}
