import { useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { LOGIN_REASONS } from "~/features/accounts/auth-reasons";
import { LoginRequiredDialog } from "~/features/accounts/LoginRequiredDialog";
import { useFocusRescue } from "~/ui/useFocusRescue";
import { useHydrated } from "~/ui/useHydrated";
import type { ToldOutcome } from "./cart-outcomes";
import { QuantityControl } from "./QuantityControl";
import { Dialog } from "~/ui/Dialog";
import { EnhancedField, formKit, KitForm } from "~/ui/form-kit";
import { Alert } from "~/ui/Alert";
import { useT } from "~/ui/useT";

interface AddToCartProps {
  productId: string;
  name: string;
  quantity: number;
  /** The menu address of this dish, to come back to after a plain (JavaScript-free) submit. */
  returnTo: string;
}

/**
 * 'Add' for a signed-in customer, then minus / quantity / plus. A dish from another restaurant asks
 * 'Replace cart?': a dialog with JavaScript, a confirmation page without. A guest is asked to sign in
 * (the dish is kept for when they are back), every time they press 'Add'.
 */
export function AddToCart({ productId, name, quantity, returnTo }: AddToCartProps) {
  const fetcher = useFetcher<{ outcome?: ToldOutcome; signIn?: string }>();
  const hydrated = useHydrated();
  const { t } = useT("cart");
  const outcome = fetcher.data?.outcome;
  const conflict = outcome && !outcome.ok && outcome.conflict ? outcome : null;
  const adding = fetcher.formData?.get("intent") === "add";
  // Keyboard users keep their place: the quantity control that replaces 'Add' (or 'Replace cart') takes the focus.
  const [addedHere, setAddedHere] = useState(false);

  // Each answer that asks to replace the cart or to sign in shows its dialog until the customer dismisses
  // that answer. Derived while rendering rather than handed on by an effect: fetcher.data lives outside
  // React's state, so a render can see a new answer early and an effect keyed on it may then never run for it.
  const answer = fetcher.data;
  const signIn = answer?.signIn;
  const [dismissed, setDismissed] = useState<typeof answer>();
  const askSignIn = signIn && answer !== dismissed ? signIn : null;
  // Minus at 1 removes the dish and its control with the focus in it: 'Add' takes the focus back.
  const addButton = useRef<HTMLButtonElement>(null);
  useFocusRescue(quantity > 0, () => addButton.current);

  const addForm = (replace: boolean, button: ReactNode) => (
    <KitForm
      kit={formKit({ id: `${replace ? "replace-cart" : "add"}-${productId}`, intent: "add" })}
      fetcher={fetcher}
      action="/cart"
      preventScrollReset
      onSubmit={(event) => {
        if (replace) event.currentTarget.closest("dialog")?.close();
        setAddedHere(true);
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {replace ? <input type="hidden" name="replace" value="1" /> : null}
      <EnhancedField />
      {button}
    </KitForm>
  );

  return (
    <div className="cart-control">
      {/* The live region is there from hydration on, before anything is added, so its news is read out. */}
      {hydrated ? (
        <p role="status" className="sr-only">
          {outcome?.ok ? outcome.message : ""}
        </p>
      ) : null}
      {quantity > 0 && !adding ? (
        <QuantityControl
          productId={productId}
          name={name}
          quantity={quantity}
          returnTo={returnTo}
          focusOnMount={addedHere}
        />
      ) : adding ? (
        <span className="add-button">1</span>
      ) : (
        addForm(
          false,
          <button ref={addButton} type="submit" aria-label={t("Add {name} to cart", { name })} className="add-button">
            {t("Add")}
          </button>,
        )
      )}
      {outcome && !outcome.ok && !conflict && !signIn ? (
        <Alert tone="error" className="mt-1 text-center">
          {outcome.message}
        </Alert>
      ) : null}
      {hydrated ? (
        <Dialog
          open={conflict != null && answer !== dismissed}
          onClose={() => setDismissed(answer)}
          labelledBy={`replace-${productId}`}
          className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 text-left shadow-2xl backdrop:bg-black/50"
        >
          <h2 id={`replace-${productId}`} className="text-xl font-bold">
            {t("Replace cart?")}
          </h2>
          <p className="mt-2 text-gray-800">{conflict?.message}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {addForm(
              true,
              <button type="submit" className="btn-primary">
                {t("Replace cart")}
              </button>,
            )}
            <button
              type="button"
              onClick={(event) => event.currentTarget.closest("dialog")?.close()}
              className="btn-secondary"
            >
              {t("Keep current cart")}
            </button>
          </div>
        </Dialog>
      ) : null}
      {askSignIn ? (
        <LoginRequiredDialog
          title={t(LOGIN_REASONS.cart)}
          signInHref={askSignIn}
          onClose={() => setDismissed(answer)}
        />
      ) : null}
    </div>
  );
}
