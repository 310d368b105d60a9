import { useState, type ComponentType } from "react";
import type { FetcherFormProps } from "react-router";
import {
  extraPricePaise,
  groupRule,
  isVariantGroup,
  optionPriceText,
  type OptionGroup,
} from "~/features/catalogue/dish-options";
import type { DishWithOptions } from "~/features/catalogue/dish-options.server";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { useHydrated } from "~/ui/useHydrated";
import { EnhancedField } from "~/ui/forms";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { CartOutcome } from "./cart.server";

interface DishOptionsFormProps {
  data: Pick<DishWithOptions, "dish" | "groups" | "prices">;
  returnTo: string;
  /** The last refusal, with the choices that were ticked (kept, so nothing is lost). */
  refused: { outcome: CartOutcome; choices: string[] } | null;
  /** A plain form on the options page, a fetcher's form in the menu's dialog. */
  FormComponent: ComponentType<FetcherFormProps>;
  /** The dish's name heads the form: the page's h1, the dialog's h2 (its label, by this id). */
  heading: { level: "h1" | "h2"; id: string };
}

/**
 * A dish's options as radio buttons (a variant: exactly one) and checkboxes (add-ons), each with its
 * price, posting 'add' with the prices shown; a refusal is shown next to the group it concerns. A variant
 * starts on its first option, as the menu's price is that option's.
 */
export function DishOptionsForm({ data, returnTo, refused, FormComponent, heading }: DishOptionsFormProps) {
  const { dish, groups, prices } = data;
  const hydrated = useHydrated();
  const { t } = useT("cart");
  const Heading = heading.level;
  const initial = refused
    ? refused.choices
    : groups.filter(isVariantGroup).flatMap((group) => (group.options[0] ? [group.options[0].id] : []));
  const [ticked, setTicked] = useState<string[]>(initial);
  const failed = refused && !refused.outcome.ok ? refused.outcome : null;
  // Another restaurant's dishes are in the cart: asked here whether to replace them (the dialog's case;
  // without JavaScript the 'Replace cart?' page asks).
  const conflict = failed?.conflict ? failed.message : null;
  const general = failed && !failed.problems && !failed.conflict ? failed.message : null;
  const problems = failed?.problems ?? {};
  const chosen = groups.flatMap((group) => group.options).filter((option) => ticked.includes(option.id));
  const total = offerUnitPrice({
    unitPricePaise: dish.pricePaise + extraPricePaise(chosen),
    dishOfferPercent: dish.promoDiscountPercent,
  });

  const toggle = (group: OptionGroup, optionId: string, on: boolean) =>
    setTicked((current) => {
      const others = isVariantGroup(group)
        ? current.filter((id) => !group.options.some((option) => option.id === id))
        : current.filter((id) => id !== optionId);
      return on ? [...others, optionId] : others;
    });

  return (
    <FormComponent method="post" action={`/dishes/${dish.id}/options`} preventScrollReset noValidate>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={dish.id} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="prices" value={prices} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EnhancedField />
      <Heading id={heading.id} className="text-2xl font-bold">
        {dish.name}
      </Heading>
      <p className="meta mt-1">
        <Price
          paise={offerUnitPrice({ unitPricePaise: dish.pricePaise, dishOfferPercent: dish.promoDiscountPercent })}
        />
        {dish.promoDiscountPercent
          ? ` · ${t("{percent}% OFF the dish and its options", { percent: dish.promoDiscountPercent })}`
          : null}
      </p>
      {general || problems[""] ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-900">
          {problems[""] ?? general}
        </p>
      ) : null}
      {groups.map((group) => {
        const errorId = `group-${group.id}-error`;
        const problem = problems[group.id];
        const variant = isVariantGroup(group);
        return (
          <fieldset key={group.id} className="mt-4" aria-describedby={problem ? errorId : undefined}>
            <legend className="font-semibold">
              {group.name} <span className="font-normal text-gray-700">· {groupRule(group, t)}</span>
            </legend>
            {problem ? (
              <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
                {problem}
              </p>
            ) : null}
            <ul className="mt-1">
              {group.options.map((option) => (
                <li key={option.id}>
                  <label className="flex min-h-11 items-center gap-3">
                    <input
                      type={variant ? "radio" : "checkbox"}
                      name={`choices.${group.id}`}
                      value={option.id}
                      checked={ticked.includes(option.id)}
                      onChange={(event) => toggle(group, option.id, event.currentTarget.checked)}
                      className="h-5 w-5"
                    />
                    <span className="flex-1">{option.name}</span>
                    <span className="text-gray-800">{optionPriceText(option.pricePaise)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {conflict ? (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-gray-900">
          {conflict}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {conflict ? (
          <button type="submit" name="replace" value="1" className="btn-primary">
            {t("Replace cart")}
          </button>
        ) : null}
        <button type="submit" className={conflict ? "btn-secondary" : "btn-primary"}>
          {t("Add to cart")}
          {/* The total follows the choices only where a script can keep it right. */}
          {hydrated ? (
            <>
              {" · "}
              <Price paise={total} />
            </>
          ) : null}
        </button>
      </div>
    </FormComponent>
  );
}
