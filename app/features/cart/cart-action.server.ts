import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import { cartIntentSchema } from "~/features/cart/cart.schema";
import { applyCartIntent, cartSummary, type CartOutcome } from "~/features/cart/cart.server";
import { safeRedirect } from "~/lib/redirect";
import { PENDING_ADD_PATH, rememberAdd } from "./pending-add.server";

/** `path` with the cart outcome in its query, keeping its #fragment (the dish to return to). */
export function withCartOutcome(path: string, code: string, productId?: string): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.set("cart", code);
  if (productId) url.searchParams.set("dish", productId);
  else url.searchParams.delete("dish");
  return url.pathname + url.search + url.hash;
}

/** The cart page's fields as a refused form posted them, to show them again (nothing typed is lost). */
export function postedCartForm(form: FormData): { addressId?: string; phone?: string; paymentMethod?: string; instructions?: string; noContact?: string; code?: string } {
  const field = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  return {
    addressId: field("addressId"),
    phone: field("phone"),
    paymentMethod: field("paymentMethod"),
    instructions: field("instructions"),
    noContact: field("noContact"),
    code: field("code"),
  };
}

/**
 * The cart's one POST action, shared by the cart page and the menu. With JavaScript (`_enhanced`) it
 * answers with data for in-place updates; without, it redirects back (303) with the outcome, or to the
 * 'Replace cart?' page; failures on the cart page itself re-render it with the message.
 */
export async function handleCartAction(request: Request) {
  const form = await request.formData();
  const returnTo = safeRedirect(form.get("returnTo"), "/cart");
  const enhanced = form.get("_enhanced") === "1";
  const onCartPage = new URL(returnTo, "http://localhost").pathname === "/cart";
  const user = await getCurrentUser(request);
  if (!user) {
    // A guest's 'Add' is kept while they sign in, and made once they are back (/cart/pending).
    const productId = form.get("intent") === "add" ? form.get("productId") : null;
    const signIn = typeof productId === "string" ? loginHref(PENDING_ADD_PATH, "cart") : loginHref(returnTo, "cart");
    const headers = typeof productId === "string" ? { "Set-Cookie": await rememberAdd({ productId, returnTo }) } : undefined;
    if (enhanced) {
      const outcome: CartOutcome = { ok: false, code: "sign-in", message: "Please sign in to use the cart." };
      return data({ outcome, summary: null, posted: null, signIn }, { status: 401, headers });
    }
    throw redirect(signIn, { status: 303, headers });
  }
  const submission = parseWithZod(form, { schema: cartIntentSchema });
  const outcome: CartOutcome =
    submission.status === "success"
      ? await applyCartIntent(user.id, submission.value)
      : {
          ok: false,
          code: "invalid",
          message: Object.values(submission.error ?? {}).flat().find(Boolean) ?? "Choose a quantity from 1 to 20.",
          field: Object.keys(submission.error ?? {})[0],
        };
  const status = outcome.ok ? 200 : outcome.code === "conflict" ? 409 : 400;
  if (enhanced) return data({ outcome, summary: await cartSummary(user.id), posted: null }, { status });
  if (outcome.code === "conflict" && outcome.productId) {
    throw redirect(`/cart/replace?${new URLSearchParams({ productId: outcome.productId, returnTo })}`, 303);
  }
  if (onCartPage && !outcome.ok) return data({ outcome, summary: null, posted: postedCartForm(form) }, { status });
  throw redirect(withCartOutcome(returnTo, outcome.code, outcome.productId), 303);
}
