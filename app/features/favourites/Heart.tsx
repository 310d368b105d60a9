import { useEffect, useEffectEvent, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { LOGIN_REASONS, loginHref } from "~/features/accounts/auth-reasons";
import { LoginRequiredDialog } from "~/features/accounts/LoginRequiredDialog";
import { dishAnchor, restaurantAnchor } from "~/features/catalogue/slug";
import { useRootData } from "~/features/shell/root-data";
import { showToast } from "~/ui/toasts";
import { useHydrated } from "~/ui/useHydrated";
import type { HeartAnswer } from "./favourites-words";
import { changeListHrefFor, type FavouriteKind } from "./favourites-rules";
import { EnhancedField } from "~/ui/form-kit";
import { useT } from "~/ui/useT";

const ADDED_MS = 3000;
const REMOVED_MS = 6000;

interface HeartProps {
  kind: FavouriteKind;
  itemId: string;
  name: string;
  /** The element to come back to after a JavaScript-free submit. */
  anchor: string;
  /** When shown inside a list, the heart removes from that list. */
  fromListId?: string;
}

/**
 * The favourite heart: a POST form button with aria-pressed. With JavaScript it flips at once and a
 * toast says what happened (the action words it in the page's language); without, the page comes
 * back to this card with the message. Guests are asked to sign in first.
 */
function Heart({ kind, itemId, name, anchor, fromListId }: HeartProps) {
  const root = useRootData();
  const { t } = useT("favourites");
  const fetcher = useFetcher<HeartAnswer>();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [askSignIn, setAskSignIn] = useState<string | null>(null);
  const returnTo = `${pathname}${search}#${anchor}`;
  const saved = root?.favourites.includes(itemId) ?? false;
  const pressed = fetcher.formData ? !saved : saved;

  // Announced once per answer: reads the page it is on now, but only a new answer shows a toast.
  const announce = useEffectEvent((outcome: HeartAnswer["outcome"]) => {
    if (!outcome.ok)
      showToast({ message: t("Failed to add item to wishlist. Please try again."), durationMs: ADDED_MS });
    else if (outcome.code === "added")
      showToast({
        message: outcome.message,
        durationMs: ADDED_MS,
        action: { label: t("Change List"), href: changeListHrefFor(itemId, outcome.listId, `${pathname}${search}`) },
      });
    else showToast({ message: outcome.message, durationMs: REMOVED_MS });
  });
  useEffect(() => {
    if (fetcher.data?.outcome) announce(fetcher.data.outcome);
  }, [fetcher.data]);

  const icon = (
    <svg aria-hidden="true" className={pressed ? "heart-icon-on" : "heart-icon"}>
      <use href={`#${HEART_SHAPE}`} />
    </svg>
  );
  const label = t("Save {name} to favourites", { name });

  if (!root?.user) {
    const href = loginHref(returnTo, "favorites");
    return (
      <>
        <a
          href={href}
          aria-label={label}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setAskSignIn(href);
          }}
          className="heart-button"
        >
          {icon}
        </a>
        {askSignIn ? (
          <LoginRequiredDialog
            title={t(LOGIN_REASONS.favorites)}
            signInHref={askSignIn}
            onClose={() => setAskSignIn(null)}
          />
        ) : null}
      </>
    );
  }
  return (
    <fetcher.Form method="post" action="/favorites" preventScrollReset className="relative z-10">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {fromListId ? <input type="hidden" name="fromListId" value={fromListId} /> : null}
      <EnhancedField />
      <button type="submit" aria-pressed={pressed} aria-label={label} className="heart-button">
        {icon}
      </button>
    </fetcher.Form>
  );
}

/** The heart for a restaurant card (RestaurantCard's `heart`); in a favourites list it removes from that list. */
export function RestaurantHeart({
  restaurant,
  fromListId,
}: {
  restaurant: { id: string; name: string };
  fromListId?: string;
}) {
  return (
    <Heart
      kind="restaurant"
      itemId={restaurant.id}
      name={restaurant.name}
      anchor={restaurantAnchor(restaurant.id)}
      fromListId={fromListId}
    />
  );
}

/** The heart for a dish card (DishCard's `heart`); in a favourites list it removes from that list. */
export function DishHeart({ dish, fromListId }: { dish: { id: string; name: string }; fromListId?: string }) {
  return (
    <Heart kind="product" itemId={dish.id} name={dish.name} anchor={dishAnchor(dish.id)} fromListId={fromListId} />
  );
}

const HEART_SHAPE = "heart-shape";

/** The heart's outline, drawn once per page (the root layout) and used by every heart on it. */
export function HeartShape() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <symbol id={HEART_SHAPE} viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.2 0 3.7 1.2 5.2 3 1.5-1.8 3-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z" />
      </symbol>
    </svg>
  );
}
