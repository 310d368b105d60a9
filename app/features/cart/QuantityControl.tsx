import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { MAX_QUANTITY } from "./cart-rules";
import { EnhancedField, formKit, KitForm } from "~/ui/form-kit";
import { Alert } from "~/ui/Alert";
import { useT } from "~/ui/useT";
import type { ToldOutcome } from "./cart-outcomes";
import { ChoiceFields } from "./ChoiceFields";

interface QuantityControlProps {
  productId: string;
  /** The line's options (option ids), for a dish that has them. */
  choices?: readonly string[];
  name: string;
  quantity: number;
  returnTo: string;
  /** Focus 'Increase' when the control appears (it replaces the 'Add' button that had focus). */
  focusOnMount?: boolean;
}

/**
 * minus / quantity / plus for a dish in the cart: two small POST forms with absolute quantities.
 * Minus at 1 removes the dish (named 'Remove …' for a screen reader), so no button disables under the
 * focus. With JavaScript the change shows at once and is reconciled with the server's answer.
 */
export function QuantityControl({
  productId,
  choices = [],
  name,
  quantity,
  returnTo,
  focusOnMount = false,
}: QuantityControlProps) {
  const fetcher = useFetcher<{ outcome?: ToldOutcome }>();
  const { t } = useT("cart");
  const increase = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) increase.current?.focus();
  }, [focusOnMount]);
  const pending = fetcher.formData ? Number(fetcher.formData.get("quantity")) : null;
  const shown = pending ?? quantity;
  const step = (target: number, label: "Decrease" | "Increase", disabled: boolean, spoken: string) => (
    <KitForm
      kit={formKit({ id: `quantity-${label}-${productId}-${choices.join("-")}`, intent: "set" })}
      fetcher={fetcher}
      action="/cart"
      preventScrollReset
    >
      <input type="hidden" name="productId" value={productId} />
      <ChoiceFields optionIds={choices} />
      <input type="hidden" name="quantity" value={target} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <EnhancedField />
      <button
        ref={label === "Increase" ? increase : undefined}
        type="submit"
        disabled={disabled}
        className="inline-flex h-11 w-11 items-center justify-center text-xl font-bold text-green-800 hover:bg-green-50 disabled:text-gray-400"
      >
        <span aria-hidden="true">{label === "Decrease" ? "−" : "+"}</span>
        <span className="sr-only">{spoken}</span>
      </button>
    </KitForm>
  );
  const failure = fetcher.data?.outcome;
  return (
    <div className="inline-flex flex-col items-center">
      <div className="inline-flex items-center rounded-lg border border-gray-300 bg-white shadow">
        {step(
          shown - 1,
          "Decrease",
          false,
          shown === 1 ? t("Remove {dish}", { dish: name }) : t("Decrease {name}", { name }),
        )}
        <span className="min-w-8 text-center font-bold" aria-live="polite">
          <span className="sr-only">{t("{name} quantity:", { name })} </span>
          {shown}
        </span>
        {step(shown + 1, "Increase", shown >= MAX_QUANTITY, t("Increase {name}", { name }))}
      </div>
      {failure && !failure.ok ? (
        <Alert tone="error" className="mt-1">
          {failure.message}
        </Alert>
      ) : null}
    </div>
  );
}
