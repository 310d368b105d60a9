import { loginHref } from "~/features/accounts/auth-reasons";
import type { CurrentUser } from "~/features/accounts/session.server";
import type { CartOutcome, ToldOutcome } from "~/features/cart/cart-outcomes";
import { cartWords, choiceProblems } from "~/features/cart/cart-words";
import { cartSummary } from "~/features/cart/cart-view.server";
import { PENDING_ADD_PATH, rememberAdd } from "~/features/cart/pending-add.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import { addSchema } from "~/features/cart/cart.schema";
import { done, guestIntent, refuse, reply, type Outcome } from "~/lib/action.server";
import { sentEnhanced } from "~/lib/enhanced";
import type { Flash } from "~/lib/flash";
import { requestLanguage, requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import type { z } from "zod";
import { word } from "~/lib/words";

/** What a cart form sent by JavaScript is told: the outcome in words, and the cart bar's new count. */
export interface CartAnswer {
  outcome: ToldOutcome;
  summary: Awaited<ReturnType<typeof cartSummary>> | null;
  /** Where a guest signs in (their 'Add' is kept meanwhile). */
  signIn?: string;
}

/** 'Replace cart?' without JavaScript, for a dish (with its options) from another restaurant. */
export function replaceHref(productId: string, choices: readonly string[], returnTo: string): string {
  const params = new URLSearchParams({ productId, returnTo });
  for (const id of choices) params.append("choice", id);
  return `/cart/replace?${params}`;
}

/** A cart outcome in the customer's words, with what a page shows next to a field or a dish's option groups. */
export function tell(outcome: CartOutcome, request: Request): ToldOutcome {
  const t = requestT(request);
  const message = word(cartWords(requestLanguage(request)), outcome, t);
  const told: ToldOutcome = { ok: outcome.ok, code: outcome.code, message };
  if ("productId" in outcome) told.productId = outcome.productId;
  if ("field" in outcome) told.field = outcome.field;
  if (outcome.code === "conflict") told.conflict = true;
  if (outcome.code === "choices") told.problems = choiceProblems(outcome, t);
  return told;
}

/** The cart's flash for a plain form: the outcome's sentence, already in the customer's language. */
export function cartFlash(outcome: ToldOutcome): Flash {
  return { text: outcome.message, tone: outcome.ok ? "success" : "error" };
}

/** A refusal shown in the form it came from: next to its field, or at the top. */
export function refuseTold(told: ToldOutcome, status = 400): Outcome {
  return refuse({
    status,
    ...(told.field ? { fields: { [told.field]: [told.message] } } : { messages: [told.message] }),
    extra: { outcome: told, summary: null },
  });
}

interface Sent {
  request: Request;
  form: FormData;
  user: CurrentUser;
  /** The dish and options of an 'Add', so a conflict without JavaScript goes to 'Replace cart?'. */
  add?: { productId: string; choices: string[] };
  /** A dish's options page shows a refusal itself, with the choices ticked, as the cart page does. */
  inPlace?: boolean;
}

/**
 * How a cart change is answered. With JavaScript (`_enhanced`): data, with the cart bar's new count when
 * it was made. Without: back (303) with the outcome as a flash message, or to 'Replace cart?'; a refusal
 * on the cart page (or a dish's options page) shows that page again with what was typed.
 */
export async function answerCart(
  outcome: CartOutcome,
  { request, form, user, add, inPlace }: Sent,
): Promise<Outcome<CartAnswer>> {
  const returnTo = safeRedirect(form.get("returnTo"), "/cart");
  const enhanced = sentEnhanced(form);
  const told = tell(outcome, request);
  if (outcome.code === "conflict" && !enhanced && add) return done(replaceHref(add.productId, add.choices, returnTo));
  if (!told.ok && (enhanced || inPlace || new URL(returnTo, "http://localhost").pathname === "/cart"))
    return refuseTold(told, told.conflict ? 409 : 400);
  const summary = enhanced ? await cartSummary(user.id) : null;
  return done(returnTo, cartFlash(told), { data: { outcome: told, summary } });
}

/**
 * A guest's cart form: they are asked to sign in, and an 'Add' is kept while they do (made once they are
 * back, by /cart/pending).
 */
export async function askToSignIn(
  { request, form }: Pick<Sent, "request" | "form">,
  add?: { productId: string; choices: string[] },
): Promise<Outcome<CartAnswer>> {
  const returnTo = safeRedirect(form.get("returnTo"), "/cart");
  const signIn = add ? loginHref(PENDING_ADD_PATH, "cart") : loginHref(returnTo, "cart");
  const headers = add ? { "Set-Cookie": await rememberAdd(request, { ...add, returnTo }) } : undefined;
  if (!sentEnhanced(form)) return done(signIn, undefined, { headers });
  const message = requestT(request)("Please sign in to use the cart.");
  return reply({ outcome: { ok: false, code: "sign-in", message }, summary: null, signIn }, { status: 401, headers });
}

/**
 * 'Add', from the menu, a dish's options page (`inPlace`: it shows a refusal itself) or 'Replace cart?'. A
 * guest's 'Add' is kept while they sign in.
 */
export function addIntent(where: { inPlace?: boolean } = {}) {
  return guestIntent(addSchema, async ({ value, user, request, form }) => {
    const add = { productId: value.productId, choices: value.choices };
    if (!user) return askToSignIn({ request, form }, add);
    return answerCart(await addToCart(user.id, value), { request, form, user, add, inPlace: where.inPlace });
  });
}

/** An intent that changes a signed-in customer's cart (`change` says how) and answers it; a guest is sent to sign in. */
export function cartIntent<S extends z.ZodType>(
  schema: S,
  change: (userId: string, value: z.output<S>) => Promise<CartOutcome>,
) {
  return guestIntent(schema, async ({ value, user, request, form }) =>
    user ? answerCart(await change(user.id, value), { request, form, user }) : askToSignIn({ request, form }),
  );
}
