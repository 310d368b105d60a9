import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { cartFlash, replaceHref } from "~/features/cart/cart-action.server";
import { applyCartIntent } from "~/features/cart/cart.server";
import { takePendingAdd } from "~/features/cart/pending-add.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { requestLanguage } from "~/lib/language.server";
import type { Route } from "./+types/cart-pending";

/**
 * Where a guest who pressed 'Add' lands once signed in: the dish is added (once; the remembered
 * add is cleared) and they are back on the menu at the dish, told it was added.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { add, clear } = await takePendingAdd(request);
  if (!add) throw redirect("/cart", { headers: { "Set-Cookie": clear } });
  const outcome = await applyCartIntent(
    user.id,
    { intent: "add", productId: add.productId, choices: add.choices, quantity: 1 },
    requestLanguage(request),
  );
  const headers = { "Set-Cookie": clear };
  if (outcome.code === "conflict") throw redirect(replaceHref(add.productId, add.choices, add.returnTo), { headers });
  throw await redirectWithFlash(request, add.returnTo, cartFlash(outcome), { headers });
}
