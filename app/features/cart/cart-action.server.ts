import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { loginHref } from "~/features/accounts/auth-reasons";
import { getCurrentUser } from "~/features/accounts/session.server";
import type { CartPageIntent } from "~/features/cart/cart.schema";
import { applyCartIntent, cartSummary, type CartOutcome } from "~/features/cart/cart.server";
import { answer, firstError } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { sentEnhanced } from "~/lib/enhanced";
import { fixedT, type Translate } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { PENDING_ADD_PATH, rememberAdd } from "./pending-add.server";
import type { RouteRequest } from "~/lib/request-context.server";

/**
 * How a cart outcome is told after a redirect. The sentence already names the dish, in the request's
 * language (applyCartIntent wrote it so); the flash passes a text no catalogue holds on as it is.
 */
export function cartFlash(outcome: CartOutcome): Flash {
  return { text: outcome.message, tone: outcome.ok ? "success" : "error" };
}

/** A form the schema refused: its first message (an English id, as a form's errors are) in `t`'s language. */
export function invalid({ field, message }: { field?: string; message: string }, t: Translate): CartOutcome {
  return { ok: false, code: "invalid", field, message: t(message) };
}

/** 'Replace cart?' without JavaScript, for a dish (with its options) from another restaurant. */
export function replaceHref(productId: string, choices: readonly string[], returnTo: string): string {
  const params = new URLSearchParams({ productId, returnTo });
  for (const id of choices) params.append("choice", id);
  return `/cart/replace?${params}`;
}

/** The cart page's fields as a refused form posted them, to show them again (nothing typed is lost). */
export function postedCartForm(form: FormData): {
  addressId?: string;
  phone?: string;
  paymentMethod?: string;
  instructions?: string;
  noContact?: string;
  deliverAt?: string;
  code?: string;
  /** The options ticked on a dish's options form (option ids). */
  choices: string[];
} {
  const field = (name: string) => (typeof form.get(name) === "string" ? (form.get(name) as string) : undefined);
  return {
    addressId: field("addressId"),
    phone: field("phone"),
    paymentMethod: field("paymentMethod"),
    instructions: field("instructions"),
    noContact: field("noContact"),
    deliverAt: field("deliverAt"),
    code: field("code"),
    choices: [...form.entries()]
      .filter(([name, value]) => name.startsWith("choices.") && typeof value === "string")
      .map(([, value]) => value as string),
  };
}

/**
 * Every change to the cart, posted from the cart page and the menu (checkout is the cart route's own).
 * With JavaScript (`_enhanced`) it answers with data for in-place updates; without, it redirects back
 * (303) with the outcome as a flash message, or to the 'Replace cart?' page; failures on the cart page
 * itself re-render it with the message.
 */
export async function handleCartAction(
  { request, context }: Pick<RouteRequest, "request" | "context">,
  form: FormData,
  submission: Submission<CartPageIntent>,
  /** A dish's options page shows a refusal itself, with the choices ticked, as the cart page does. */
  where: { refuseInPlace: boolean } = { refuseInPlace: false },
) {
  const returnTo = safeRedirect(form.get("returnTo"), "/cart");
  const language = requestLanguage(request);
  const t = fixedT(language);
  const enhanced = sentEnhanced(form);
  const intent = submission.status === "success" && submission.value.intent !== "checkout" ? submission.value : null;
  const onCartPage = new URL(returnTo, "http://localhost").pathname === "/cart";
  const user = getCurrentUser(context);
  if (!user) {
    // A guest's 'Add' is kept while they sign in, and made once they are back (/cart/pending).
    const add = intent?.intent === "add" ? intent : null;
    const signIn = add ? loginHref(PENDING_ADD_PATH, "cart") : loginHref(returnTo, "cart");
    const headers = add
      ? { "Set-Cookie": await rememberAdd(request, { productId: add.productId, choices: add.choices, returnTo }) }
      : undefined;
    const outcome: CartOutcome = { ok: false, code: "sign-in", message: t("Please sign in to use the cart.") };
    return answer(request, form, {
      data: { outcome, summary: null, posted: null, signIn },
      status: 401,
      redirectTo: signIn,
      headers,
    });
  }
  const outcome: CartOutcome = intent
    ? await applyCartIntent(user.id, intent, language)
    : invalid(firstError(submission, "Choose a quantity from 1 to 20."), t);
  const status = outcome.ok ? 200 : outcome.code === "conflict" ? 409 : 400;
  if (!enhanced && outcome.code === "conflict" && intent?.intent === "add")
    throw redirect(replaceHref(intent.productId, intent.choices, returnTo), 303);
  // A refusal on the cart page (or a dish's options page) shows the page again with what was typed.
  if (!enhanced && (onCartPage || where.refuseInPlace) && !outcome.ok)
    return data({ outcome, summary: null, posted: postedCartForm(form) }, { status });
  // The cart bar's new count is for a form JavaScript sent; a plain one goes back with the message.
  const summary = enhanced ? await cartSummary(user.id) : null;
  return answer(request, form, {
    data: { outcome, summary, posted: null },
    status,
    redirectTo: returnTo,
    flash: cartFlash(outcome),
  });
}
