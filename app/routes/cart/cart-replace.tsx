import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { replaceChoice } from "~/features/cart/cart-lines.server";
import { AddChoiceForm } from "~/features/cart/AddChoiceForm";
import { richText } from "~/ui/rich-text";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { notFound } from "~/lib/http.server";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/cart-replace";

export const handle = { i18n: ["cart"] } satisfies I18nHandle;

/** 'Replace cart?' without JavaScript: the dish the customer chose comes from another restaurant. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const params = new URL(request.url).searchParams;
  const returnTo = safeRedirect(params.get("returnTo"), "/cart");
  const choice = await replaceChoice(user.id, params.get("productId") ?? "");
  if (!choice) notFound(request, "This dish is not on the menu any more.");
  if (!choice.currentRestaurant) throw redirect(returnTo);
  return { ...choice, currentRestaurant: choice.currentRestaurant, choices: params.getAll("choice"), returnTo };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Replace cart?")} — ${BRAND}` }];
}

export default function CartReplace({ loaderData }: Route.ComponentProps) {
  const { productId, dish, restaurant, currentRestaurant, choices, returnTo } = loaderData;
  const { t } = useT("cart");
  return (
    <section className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("Replace cart?")}</h1>
      <p className="mt-3 text-gray-800">
        {richText(
          t(
            "Your cart has dishes from <0>{current}</0>. Do you want to discard them and add <1>{dish}</1> from <2>{restaurant}</2>?",
            { current: currentRestaurant, dish, restaurant },
          ),
          <strong />,
          <strong />,
          <strong />,
        )}
      </p>
      <AddChoiceForm
        id="replace-cart"
        productId={productId}
        choices={choices}
        returnTo={returnTo}
        replace
        label={t("Replace cart")}
        other={{ to: returnTo, label: t("Keep current cart") }}
      />
    </section>
  );
}
