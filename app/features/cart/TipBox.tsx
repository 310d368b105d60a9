import { TIPS } from "~/features/pricing/pricing-config";
import { formatRupees } from "~/lib/money";
import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";

/**
 * The rider's tip, added to the bill when sent (the whole tip reaches the rider): no tip, a listed amount, or
 * "Other" with the rupees typed.
 */
export function TipBox({ kit, tipPaise }: { kit: FormKit; tipPaise: number }) {
  const { t } = useT("cart");
  return (
    <section aria-labelledby="tip-heading" className="rounded-2xl border border-gray-200 p-4">
      <h2 id="tip-heading" className="text-lg font-bold">
        {t("Tip your delivery partner")}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t("Your whole tip goes to the delivery partner.")}</p>
      <KitForm kit={kit} action="/cart" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="returnTo" value="/cart" />
        <TipChoices kit={kit} tipPaise={tipPaise} noTip />
        <SubmitButton className="btn-secondary">{t("Update tip")}</SubmitButton>
      </KitForm>
    </section>
  );
}

/**
 * The tip's amounts as radio chips (with "No tip" when `noTip`), and "Other" with the rupees typed, for a
 * form posting `tip` and `tipOther` (`tipSchema`). Typing an amount chooses "Other"; without JavaScript the
 * customer chooses it.
 */
export function TipChoices({ kit, tipPaise, noTip = false }: { kit: FormKit; tipPaise: number; noTip?: boolean }) {
  const { t } = useT("cart");
  const listed = (TIPS.choicesPaise as readonly number[]).includes(tipPaise);
  const saved = tipPaise === 0 ? "0" : listed ? String(tipPaise / 100) : "other";
  const chosen = kit.field("tip").typed ?? saved;
  const choices = [
    ...(noTip ? [{ value: "0", label: t("No tip") }] : []),
    ...TIPS.choicesPaise.map((paise) => ({ value: String(paise / 100), label: formatRupees(paise) })),
    { value: "other", label: t("Other") },
  ];
  return (
    <div
      className="space-y-3"
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "tipOther" && target.value !== "")
          target.form?.querySelector<HTMLInputElement>("input[name=tip][value=other]")?.click();
      }}
    >
      <fieldset>
        <legend className="sr-only">{t("Tip amount")}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="tip"
                value={choice.value}
                defaultChecked={choice.value === chosen}
                className="sr-only"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        name="tipOther"
        label={t("Other amount (₹)")}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={saved === "other" ? String(tipPaise / 100) : ""}
        className="max-w-40"
      />
    </div>
  );
}
