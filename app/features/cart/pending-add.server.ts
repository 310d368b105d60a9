import { createCookie } from "react-router";
import { config } from "~/lib/config.server";
import { servedOverHttps } from "~/lib/public-url.server";
import { safeRedirect } from "~/lib/redirect";

/**
 * A guest's 'Add': remembered (signed, 15 minutes) while they sign in, then added by /cart/pending,
 * where every sign-in path returns. Only our own same-site POST sets it, so a link elsewhere cannot
 * put a dish in someone's cart.
 */
const MAX_AGE_SECONDS = 15 * 60;

function cookie(request: Request) {
  return createCookie("pending-add", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    secrets: [config().SESSION_SECRET],
    secure: servedOverHttps(request),
  });
}

export interface PendingAdd {
  productId: string;
  /** The options chosen for it (option ids), if it has any. */
  choices: string[];
  returnTo: string;
}

/** Where a guest's 'Add' sends them to sign in: back to /cart/pending, which adds the dish. */
export const PENDING_ADD_PATH = "/cart/pending";

export function rememberAdd(request: Request, add: PendingAdd): Promise<string> {
  return cookie(request).serialize(add);
}

export async function takePendingAdd(request: Request): Promise<{ add: PendingAdd | null; clear: string }> {
  const value: unknown = await cookie(request).parse(request.headers.get("Cookie"));
  const clear = await cookie(request).serialize("", { maxAge: 0 });
  const stored = value as Partial<PendingAdd> | null;
  if (!stored || typeof stored.productId !== "string" || typeof stored.returnTo !== "string")
    return { add: null, clear };
  const choices = Array.isArray(stored.choices) ? stored.choices.filter((id) => typeof id === "string") : [];
  return {
    add: { productId: stored.productId, choices, returnTo: safeRedirect(stored.returnTo, "/restaurants") },
    clear,
  };
}
