import { Link } from "react-router";
import { DishOptionsForm } from "~/features/cart/DishOptionsForm";
import type { OptionGroup } from "~/features/catalogue/dish-options";
import { dishWithOptions } from "~/features/catalogue/dish-options.server";
import { menuPath } from "~/features/catalogue/slug";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { requestLanguage } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import { defineAction } from "~/lib/action.server";
import { addIntent } from "./cart-answers.server";
import type { Route } from "./+types/dish-options";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/**
 * A dish's options, to add it to the cart: the page a plain link opens, and what the menu's dialog
 * loads with JavaScript. Adding posts here; a refusal comes back to this form with the choices ticked.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await dishWithOptions(params.id, requestLanguage(request));
  if (!found) notFound(request, "This dish is not on the menu any more.");
  const menu = menuPath(found.restaurant);
  const query = new URL(request.url).searchParams;
  const returnTo = safeRedirect(query.get("returnTo"), `${menu}#dish-${found.dish.id}`);
  return { ...found, menu, returnTo, priced: query.has("update") ? pricedChoice(found.groups, query) : null };
}

/** The dish's options ticked when 'Update price' was pressed (each group's field names its options by id). */
function pricedChoice(groups: OptionGroup[], params: URLSearchParams): string[] {
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  return [...params].flatMap(([name, id]) => (name.startsWith("choices.") && known.has(id) ? [id] : []));
}

/** 'Add to cart' from this page: a refusal comes back to it, with the choices ticked. */
export const action = defineAction("anyone", { add: addIntent({ inPlace: true }) });

/** The options ticked when the form was refused (each group's field holds one option id or several). */
function tickedChoices(initialValue: unknown): string[] {
  const byGroup = (initialValue as { choices?: Record<string, string | string[]> } | undefined)?.choices ?? {};
  return Object.values(byGroup).flat();
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return [{ title: `${t("{dish} — choose options", { dish: loaderData?.dish.name ?? t("Dish") })} — ${BRAND}` }];
}

export default function DishOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, menu, returnTo, priced } = loaderData;
  const { t } = useT("cart");
  const refused = actionData?.outcome
    ? { outcome: actionData.outcome, choices: tickedChoices(actionData.result?.initialValue) }
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
          key={JSON.stringify([refused, priced])}
          data={loaderData}
          returnTo={returnTo}
          refused={refused}
          priced={priced}
          heading={{ level: "h1", id: "dish-options-title" }}
        />
      </div>
    </div>
  );
}
