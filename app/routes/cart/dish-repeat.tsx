import { redirect } from "react-router";
import { getCurrentUser } from "~/features/accounts/session.server";
import { lastChoiceOf } from "~/features/cart/cart-lines.server";
import { AddChoiceForm } from "~/features/cart/AddChoiceForm";
import { choicesText, extraPricePaise } from "~/features/catalogue/dish-options";
import { dishWithOptions } from "~/features/catalogue/dish-options.server";
import { menuPath } from "~/features/catalogue/slug";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { requestLanguage } from "~/lib/language.server";
import { formatRupees } from "~/lib/money";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/dish-repeat";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/**
 * 'Repeat last customisation?' (as Swiggy and Zomato ask): 'Add' on a dish with options that the cart already
 * holds offers one more of the line added last, or its options page to choose afresh. A plain page, so it works
 * the same with and without JavaScript; without such a line, the options page.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const found = await dishWithOptions(params.id, requestLanguage(request));
  if (!found) notFound(request, "This dish is not on the menu any more.");
  const returnTo = safeRedirect(
    url.searchParams.get("returnTo"),
    `${menuPath(found.restaurant)}#dish-${found.dish.id}`,
  );
  const choose = `/dishes/${found.dish.id}/options?${new URLSearchParams({ returnTo })}`;
  const user = getCurrentUser(context);
  const last = user ? await lastChoiceOf(user.id, found.dish.id) : null;
  if (!last) throw redirect(choose);
  const chosen = found.groups.flatMap((group) => group.options).filter((option) => last.includes(option.id));
  const price = offerUnitPrice({
    unitPricePaise: found.dish.pricePaise + extraPricePaise(chosen),
    dishOfferPercent: found.dish.promoDiscountPercent,
  });
  return {
    dish: { id: found.dish.id, name: found.dish.name },
    choices: chosen.map((option) => option.id),
    choiceText: choicesText(chosen),
    price: formatRupees(price),
    choose,
    returnTo,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Repeat last customisation?")} — ${BRAND}` }];
}

export default function DishRepeat({ loaderData }: Route.ComponentProps) {
  const { dish, choices, choiceText, price, choose, returnTo } = loaderData;
  const { t } = useT("cart");
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("Repeat last customisation?")}</h1>
      <p className="mt-3 font-semibold">{dish.name}</p>
      <p className="meta">{choiceText ? `${choiceText} · ${price}` : price}</p>
      <AddChoiceForm
        id="repeat-last"
        productId={dish.id}
        choices={choices}
        returnTo={returnTo}
        label={t("Repeat last")}
        other={{ to: choose, label: t("I'll choose") }}
      />
    </section>
  );
}
