import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { addToCart } from "~/features/cart/cart-lines.server";
import { takePendingAdd } from "~/features/cart/pending-add.server";
import { flashCookieHeader } from "~/lib/flash.server";
import { cartFlash, replaceHref, tell } from "./cart-answers.server";
import type { Route } from "./+types/cart-pending";

/**
 * Where a guest who pressed 'Add' lands once signed in: the dish is added (once; the remembered
 * add is cleared) and they are back on the menu at the dish, told it was added.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const { add, clear } = await takePendingAdd(request);
  if (!add) throw redirect("/cart", { headers: { "Set-Cookie": clear } });
  const outcome = await addToCart(user.id, { productId: add.productId, choices: add.choices, quantity: 1 });
  if (outcome.code === "conflict")
    throw redirect(replaceHref(add.productId, add.choices, add.returnTo), { headers: { "Set-Cookie": clear } });
  const headers = new Headers({ "Set-Cookie": clear });
  headers.append("Set-Cookie", await flashCookieHeader(request, cartFlash(tell(outcome, request))));
  throw redirect(add.returnTo, { headers });
}
