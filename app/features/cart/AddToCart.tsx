import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/ui/useHydrated";
import type { CartOutcome } from "./cart.server";
import { QuantityControl } from "./QuantityControl";
import { keepFocusInside } from "~/ui/focus-trap";

interface AddToCartProps {
  productId: string;
  name: string;
  quantity: number;
  /** The menu address of this dish, to come back to after a plain (JavaScript-free) submit. */
  returnTo: string;
  /** A guest pressed 'Add' (with JavaScript): ask them to sign in at this address (the dish is kept). */
  onSignInRequired: (href: string) => void;
}

/**
 * 'Add' for a signed-in customer, then minus / quantity / plus. A dish from another restaurant asks
 * 'Replace cart?': a dialog with JavaScript, a confirmation page without.
 */
export function AddToCart({ productId, name, quantity, returnTo, onSignInRequired }: AddToCartProps) {
  const fetcher = useFetcher<{ outcome: CartOutcome; signIn?: string }>();
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const outcome = fetcher.data?.outcome;
  const conflict = outcome && !outcome.ok && outcome.conflict ? outcome : null;
  const adding = fetcher.formData?.get("intent") === "add";
  // Keyboard users keep their place: the quantity control that replaces 'Add' takes the focus.
  const [addedHere, setAddedHere] = useState(false);

  useEffect(() => {
    if (conflict && !dialog.current?.open) dialog.current?.showModal();
  }, [conflict]);
  const signIn = fetcher.data?.signIn;
  useEffect(() => {
    if (signIn) onSignInRequired(signIn);
  }, [signIn, fetcher.data, onSignInRequired]);

  const addForm = (replace: boolean, label: string, className: string) => (
    <fetcher.Form method="post" action="/cart" preventScrollReset onSubmit={() => dialog.current?.close()}>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value="1" />
      <input type="hidden" name="returnTo" value={returnTo} />
      {replace ? <input type="hidden" name="replace" value="1" /> : null}
      {hydrated ? <input type="hidden" name="_enhanced" value="1" /> : null}
      <button type="submit" className={className}>{label}</button>
    </fetcher.Form>
  );

  return (
    <div className="flex flex-col items-center">
      <p role="status" className="sr-only">{outcome?.ok ? outcome.message : ""}</p>
      {quantity > 0 && !adding ? (
        <QuantityControl productId={productId} name={name} quantity={quantity} returnTo={returnTo} focusOnMount={addedHere} />
      ) : adding ? (
        <span className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-extrabold text-green-800 shadow">1</span>
      ) : (
        <fetcher.Form method="post" action="/cart" preventScrollReset onSubmit={() => setAddedHere(true)}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="quantity" value="1" />
          <input type="hidden" name="returnTo" value={returnTo} />
          {hydrated ? <input type="hidden" name="_enhanced" value="1" /> : null}
          <button type="submit" className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-extrabold text-green-800 shadow hover:bg-green-50">
            Add<span className="sr-only"> {name} to cart</span>
          </button>
        </fetcher.Form>
      )}
      {outcome && !outcome.ok && !conflict && !signIn ? <p role="alert" className="mt-1 text-center text-sm text-red-800">{outcome.message}</p> : null}
      {hydrated ? (
        <dialog ref={dialog} onKeyDown={keepFocusInside} aria-labelledby={`replace-${productId}`} className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 text-left shadow-2xl backdrop:bg-black/50">
          <h2 id={`replace-${productId}`} className="text-xl font-bold">Replace cart?</h2>
          <p className="mt-2 text-gray-800">{conflict?.message}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            {addForm(true, "Replace cart", "btn-primary")}
            <button type="button" onClick={() => dialog.current?.close()} className="btn-secondary">Keep current cart</button>
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
