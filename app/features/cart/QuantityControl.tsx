import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { MAX_QUANTITY } from "./cart-rules";
import { EnhancedField } from "~/ui/forms";
import { useT } from "~/ui/useT";
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
 * Minus stops at 1 (removing is the cart page's trash button). With JavaScript the change shows at
 * once and is reconciled with the server's answer.
 */
export function QuantityControl({
  productId,
  choices = [],
  name,
  quantity,
  returnTo,
  focusOnMount = false,
}: QuantityControlProps) {
  const fetcher = useFetcher();
  const { t } = useT("cart");
  const increase = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) increase.current?.focus();
  }, [focusOnMount]);
  const pending = fetcher.formData ? Number(fetcher.formData.get("quantity")) : null;
  const shown = pending ?? quantity;
  const step = (target: number, label: "Decrease" | "Increase", disabled: boolean) => (
    <fetcher.Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value="set" />
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
        <span className="sr-only">
          {label === "Decrease" ? t("Decrease {name}", { name }) : t("Increase {name}", { name })}
        </span>
      </button>
    </fetcher.Form>
  );
  const failure = (fetcher.data as { outcome?: { ok: boolean; message: string } } | undefined)?.outcome;
  return (
    <div className="inline-flex flex-col items-center">
      <div className="inline-flex items-center rounded-lg border border-gray-300 bg-white shadow">
        {step(shown - 1, "Decrease", shown <= 1)}
        <span className="min-w-8 text-center font-bold" aria-live="polite">
          <span className="sr-only">{t("{name} quantity:", { name })} </span>
          {shown}
        </span>
        {step(shown + 1, "Increase", shown >= MAX_QUANTITY)}
      </div>
      {failure && !failure.ok ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {failure.message}
        </p>
      ) : null}
    </div>
  );
}
