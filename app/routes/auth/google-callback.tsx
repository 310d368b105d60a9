import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import { authenticateWithGoogle, readAuthReturn } from "~/features/accounts/auth.server";
import { createSession } from "~/features/accounts/session.server";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/google-callback";

const FAILED = "Google sign-in did not complete. Please try again.";

/**
 * Google's redirect back: signs the customer in. A redirect flow returns to where they were; a popup
 * tells its opener (same origin only) and closes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { redirectTo, popup } = await readAuthReturn(request);
  let userId: string;
  try {
    userId = await authenticateWithGoogle(request);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ ok: false as const, popup, error: FAILED }, { status: 400 });
  }
  const cookie = await createSession(request, userId);
  if (!popup) throw redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
  return data({ ok: true as const, popup, error: null }, { headers: { "Set-Cookie": cookie } });
}

export function meta() {
  return [{ title: `Google sign-in — ${BRAND}` }];
}

export default function GoogleCallback({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (!loaderData.ok || !window.opener) return;
    (window.opener as Window).postMessage({ type: "authComplete", success: true }, window.location.origin);
    window.close();
  }, [loaderData.ok]);
  if (!loaderData.ok) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Google sign-in</h1>
        <p role="alert" className="mt-3 text-red-800">{loaderData.error}</p>
        <Link to="/login" className="btn-primary mt-6">Back to sign in</Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">You're signed in</h1>
      <p className="mt-3">This window closes by itself. If it does not, <Link to="/restaurants" className="underline">continue to restaurants</Link>.</p>
    </section>
  );
}
