import { redirect } from "react-router";
import { authenticateWithGoogle, googleAvailable } from "~/features/accounts/auth.server";
import { serializeAuthReturn } from "~/features/accounts/sign-in-cookies.server";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/google";

/** Starts Google sign-in: remembers where to return (and whether in a popup), then redirects to Google. */
export async function loader({ request }: Route.LoaderArgs) {
  if (!googleAvailable()) throw redirect("/login");
  const params = new URL(request.url).searchParams;
  const returnCookie = await serializeAuthReturn({
    redirectTo: safeRedirect(params.get("redirectTo"), "/restaurants"),
    popup: params.get("popup") === "1",
  });
  try {
    await authenticateWithGoogle(new Request(new URL("/auth/google", request.url), { headers: request.headers }));
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      thrown.headers.append("Set-Cookie", returnCookie);
      throw thrown;
    }
    throw thrown;
  }
  throw redirect("/login");
}
