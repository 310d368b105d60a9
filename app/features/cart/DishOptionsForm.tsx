import { useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { extraPricePaise, isVariantGroup, optionPriceText, type OptionGroup } from "~/features/catalogue/dish-options";
import { groupRule } from "~/features/catalogue/dish-options-words";
import type { DishWithOptions } from "~/features/catalogue/dish-options.server";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { useHydrated } from "~/ui/useHydrated";
import { EnhancedField, formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { Alert } from "~/ui/Alert";
import { formatRupees } from "~/lib/money";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import type { ToldOutcome } from "./cart-outcomes";

interface DishOptionsFormProps {
  data: Pick<DishWithOptions, "dish" | "groups" | "prices">;
  returnTo: string;
  /** The last refusal, with the choices that were ticked (kept, so nothing is lost). */
  refused: { outcome: ToldOutcome; choices: string[] } | null;
  /** The choice the options page was asked to price ('Update price' without JavaScript), ticked again. */
  priced?: string[] | null;
  /** The menu's dialog sends it with its fetcher; the options page, as a plain form. */
  fetcher?: FetcherWithComponents<unknown>;
  /** The dish's name heads the form: the page's h1, the dialog's h2 (its label, by this id). */
  heading: { level: "h1" | "h2"; id: string };
}

/**
 * A dish's options as radio buttons (a variant: exactly one) and checkboxes (add-ons), each with its
 * price, posting 'add' with the prices shown; a refusal is shown next to the group it concerns. A variant
 * starts on its first option, as the menu's price is that option's.
 */
export function DishOptionsForm({ data, returnTo, refused, priced, fetcher, heading }: DishOptionsFormProps) {
  const { dish, groups, prices } = data;
  const hydrated = useHydrated();
  const { t } = useT("cart");
  const Heading = heading.level;
  // What was ticked before (a refusal, 'Update price'), else the first of each variant; never an option
  // that has run out (it is shown, and cannot be ticked).
  const offered = new Set(groups.flatMap((group) => group.options.filter((o) => o.available).map((o) => o.id)));
  const initial = (
    refused?.choices ??
    priced ??
    groups.filter(isVariantGroup).flatMap((group) => {
      const first = group.options.find((option) => option.available);
      return first ? [first.id] : [];
    })
  ).filter((id) => offered.has(id));
  const [ticked, setTicked] = useState<string[]>(initial);
  const failed = refused && !refused.outcome.ok ? refused.outcome : null;
  // Another restaurant's dishes are in the cart: asked here whether to replace them (the dialog's case;
  // without JavaScript the 'Replace cart?' page asks).
  const conflict = failed?.conflict ? failed.message : null;
  // Its refusals are shown here, next to the groups they concern, rather than in the kit's summary.
  const general = failed && !failed.problems && !failed.conflict ? failed.message : null;
  const problems = failed?.problems ?? {};
  const chosen = groups.flatMap((group) => group.options).filter((option) => ticked.includes(option.id));
  const total = offerUnitPrice({
    unitPricePaise: dish.pricePaise + extraPricePaise(chosen),
    dishOfferPercent: dish.promoDiscountPercent,
  });

  // A refusal is heard and reached: the first group it concerns takes the focus, its message an alert.
  const firstProblemGroup = groups.find((group) => problems[group.id])?.id;
  const problemGroup = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (failed) problemGroup.current?.focus();
  }, [failed]);

  const toggle = (group: OptionGroup, optionId: string, on: boolean) =>
    setTicked((current) => {
      const others = isVariantGroup(group)
        ? current.filter((id) => !group.options.some((option) => option.id === id))
        : current.filter((id) => id !== optionId);
      return on ? [...others, optionId] : others;
    });

  return (
    <KitForm
      kit={formKit({ id: `options-${heading.level}-${dish.id}`, intent: "add" })}
      fetcher={fetcher}
      action={`/dishes/${dish.id}/options`}
      preventScrollReset
    >
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
        <Alert tone="error" className="mt-3 font-medium">
          {problems[""] ?? general}
        </Alert>
      ) : null}
      {groups.map((group) => {
        const errorId = `group-${group.id}-error`;
        const problem = problems[group.id];
        const variant = isVariantGroup(group);
        // With a script, a group at its maximum takes no more ticks (the server refuses them anyway).
        const full =
          hydrated && !variant && group.options.filter((o) => ticked.includes(o.id)).length >= group.maxChoices;
        return (
          <fieldset
            key={group.id}
            ref={group.id === firstProblemGroup ? problemGroup : undefined}
            tabIndex={group.id === firstProblemGroup ? -1 : undefined}
            className="mt-4"
            aria-describedby={problem ? errorId : undefined}
          >
            <legend className="font-semibold">
              {group.name} <span className="font-normal text-gray-700">· {groupRule(group, t)}</span>
            </legend>
            {problem ? (
              <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
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
                      disabled={!option.available || (full && !ticked.includes(option.id))}
                      onChange={(event) => toggle(group, option.id, event.currentTarget.checked)}
                      className="h-5 w-5"
                    />
                    <span className="flex-1">
                      {option.name}
                      {option.available ? null : <span className="meta"> · {t("Unavailable")}</span>}
                    </span>
                    <span className="text-gray-800">{optionPriceText(option.pricePaise)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
      {conflict ? (
        <Alert tone="info" className="mt-4 font-medium">
          {conflict}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {conflict ? (
          <SubmitButton name="replace" value="1" className="btn-primary">
            {t("Replace cart")}
          </SubmitButton>
        ) : null}
        <SubmitButton className={conflict ? "btn-secondary" : "btn-primary"}>
          {t("Add to cart")}
          {/* The total follows the choices only where a script can keep it right. */}
          {hydrated ? (
            <>
              {" · "}
              <Price paise={total} />
            </>
          ) : null}
        </SubmitButton>
        {/* Without a script, the page prices the choice ticked when it was made; 'Update price' makes it
            again for the boxes ticked now (customer audit m7). After 'Add to cart', so Enter still adds. */}
        {hydrated ? null : (
          <>
            <p className="font-semibold">{t("{price} for this choice", { price: formatRupees(total) })}</p>
            <button
              type="submit"
              name="update"
              value="1"
              formMethod="get"
              formAction={`/dishes/${dish.id}/options`}
              className="btn-secondary"
            >
              {t("Update price")}
            </button>
          </>
        )}
      </div>
    </KitForm>
  );
}
