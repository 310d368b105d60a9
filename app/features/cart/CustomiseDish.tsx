import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { LOGIN_REASONS } from "~/features/accounts/auth-reasons";
import { LoginRequiredDialog } from "~/features/accounts/LoginRequiredDialog";
import type { DishWithOptions } from "~/features/catalogue/dish-options.server";
import { Dialog } from "~/ui/Dialog";
import { useHydrated } from "~/ui/useHydrated";
import { useT } from "~/ui/useT";
import type { ToldOutcome } from "./cart-outcomes";
import { DishOptionsForm } from "./DishOptionsForm";

interface CustomiseDishProps {
  productId: string;
  name: string;
  /** How many of it the cart holds, whatever their options. */
  quantity: number;
  /** The menu address of this dish, to come back to after adding it. */
  returnTo: string;
}

/**
 * 'Add' for a dish with options: a link to its options page, which JavaScript opens in a dialog
 * instead; once the cart holds it, to 'Repeat last customisation?'. Each 'Add' is one more with the
 * options chosen; the cart changes quantities per choice.
 */
export function CustomiseDish({ productId, name, quantity, returnTo }: CustomiseDishProps) {
  const query = new URLSearchParams({ returnTo });
  const href = `/dishes/${productId}/options?${query}`;
  const options = useFetcher<DishWithOptions>();
  // Each opening starts afresh: the first of each variant ticked, no earlier refusal shown.
  const [opening, setOpening] = useState(0);
  const adding = useFetcher<{ outcome?: ToldOutcome; signIn?: string }>({ key: `customise-${productId}-${opening}` });
  const hydrated = useHydrated();
  const { t } = useT("cart");
  const [wanted, setWanted] = useState(false);
  const outcome = adding.data?.outcome;
  const signIn = adding.data?.signIn ?? null;
  const [dismissed, setDismissed] = useState<typeof adding.data>();

  // Open once its options are here, until closed, added, or the guest is asked to sign in.
  const open = wanted && options.data != null && !outcome?.ok && !signIn;

  return (
    <div className="cart-control">
      {hydrated ? (
        <p role="status" className="sr-only">
          {outcome?.ok ? outcome.message : ""}
        </p>
      ) : null}
      {/* In the cart already: 'Repeat last customisation?' asks, a page with and without JavaScript. */}
      <Link
        to={quantity > 0 ? `/dishes/${productId}/repeat?${query}` : href}
        discover="none"
        aria-label={t("Add {name} to cart, choosing options", { name })}
        className="add-button"
        onClick={(event) => {
          if (quantity > 0) return;
          event.preventDefault();
          setOpening((count) => count + 1);
          setWanted(true);
          options.load(href);
        }}
      >
        {t("Add")}
      </Link>
      <p className="add-note">
        {quantity > 0 ? t("{count} in cart · Customisable", { count: quantity }) : t("Customisable")}
      </p>
      {hydrated ? (
        <Dialog
          open={open}
          onClose={() => setWanted(false)}
          labelledBy={`options-${productId}`}
          className="m-auto max-h-[90vh] w-[min(32rem,calc(100%-2rem))] overflow-y-auto rounded-2xl p-6 text-left shadow-2xl backdrop:bg-black/50"
        >
          {options.data ? (
            <DishOptionsForm
              key={opening}
              data={options.data}
              returnTo={returnTo}
              refused={outcome && !outcome.ok ? { outcome, choices: [] } : null}
              fetcher={adding}
              heading={{ level: "h2", id: `options-${productId}` }}
            />
          ) : null}
          <button
            type="button"
            onClick={(event) => event.currentTarget.closest("dialog")?.close()}
            aria-label={t("Close the options of {name}", { name })}
            className="btn-secondary mt-3"
          >
            {t("Close")}
          </button>
        </Dialog>
      ) : null}
      {signIn && adding.data !== dismissed ? (
        <LoginRequiredDialog
          title={t(LOGIN_REASONS.cart)}
          signInHref={signIn}
          onClose={() => setDismissed(adding.data)}
        />
      ) : null}
    </div>
  );
}
