import { serializePendingSignup, type PendingSignup } from "~/features/accounts/sign-in-cookies.server";
import { done } from "~/lib/action.server";

/**
 * The way on to the code page after a sign-up or an unverified sign-in: the pending sign-up goes in its
 * signed cookie, and the page returns to `redirectTo` once the code is right.
 */
export async function toPendingSignup(redirectTo: string, pending: PendingSignup) {
  const headers = { "Set-Cookie": await serializePendingSignup(pending) };
  return done(`/verify?redirectTo=${encodeURIComponent(redirectTo)}`, undefined, { headers });
}
