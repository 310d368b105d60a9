import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { handleCartAction } from "~/features/cart/cart-action.server";
import { cartPageIntentSchema } from "~/features/cart/cart.schema";
import { DishOptionsForm } from "~/features/cart/DishOptionsForm";
import { dishWithOptions } from "~/features/catalogue/dish-options.server";
import { menuPath } from "~/features/catalogue/slug";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dish-options";
import { readForm } from "~/lib/action.server";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/**
 * A dish's options, to add it to the cart: the page a plain link opens, and what the menu's dialog
 * loads with JavaScript. Adding posts here; a refusal comes back to this form with the choices ticked.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await dishWithOptions(params.id);
  if (!found) notFound(request, "This dish is not on the menu any more.");
  const menu = menuPath(found.restaurant);
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), `${menu}#dish-${found.dish.id}`);
  return { ...found, menu, returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return handleCartAction({ request, context }, form, parseWithZod(form, { schema: cartPageIntentSchema }), {
    refuseInPlace: true,
  });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("{dish} — choose options", { dish: loaderData?.dish.name ?? t("Dish") })} — ${BRAND}` }];
}

export default function DishOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, menu, returnTo } = loaderData;
  const { t } = useT("cart");
  const refused =
    actionData?.outcome && actionData.posted
      ? { outcome: actionData.outcome, choices: actionData.posted.choices }
      : null;
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <p className="meta">
        <Link to={menu} className="underline">
          {t("Back to {restaurant}", { restaurant: restaurant.name })}
        </Link>
      </p>
      <div className="mt-4 rounded-2xl border border-gray-200 p-4">
        <DishOptionsForm
          key={JSON.stringify(refused)}
          data={loaderData}
          returnTo={returnTo}
          refused={refused}
          FormComponent={Form}
          heading={{ level: "h1", id: "dish-options-title" }}
        />
      </div>
    </div>
  );
}
