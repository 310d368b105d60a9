import { data } from "react-router";
import { identityForToken, testProviderEnabled } from "~/features/accounts/test-oauth-provider.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/oauth-userinfo";

export function loader({ request }: Route.LoaderArgs) {
  if (!testProviderEnabled()) notFound();
  const identity = identityForToken(request.headers.get("Authorization"));
  if (!identity) return data({ error: "invalid_token" }, { status: 401 });
  return data({ ...identity, email_verified: true });
}
