import { offerUnitPrice } from "~/features/pricing/pricing";
import type { ReactNode } from "react";
import { FoodImage } from "~/ui/FoodImage";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import type { Dish } from "./catalogue.server";
import { dishAnchor } from "./slug";

interface DishCardProps {
  dish: Dish;
  /** Customers' thumbs make it "Most loved" (features/reviews). */
  mostLoved?: boolean;
  orderable: boolean;
  /** 'Add' or the quantity control (a guest's 'Add' asks them to sign in first). */
  cartControl: ReactNode;
  /** The favourites button beside the name. */
  heart: ReactNode;
}

export function DishCard({ dish, mostLoved = false, orderable, cartControl, heart }: DishCardProps) {
  const { t } = useT("catalogue");
  // A dish's own offer is charged at checkout, so its price shows with the offer taken off.
  const price = offerUnitPrice({ unitPricePaise: dish.pricePaise, dishOfferPercent: dish.promoDiscountPercent });
  const was = dish.promoDiscountPercent ? dish.pricePaise : dish.originalPricePaise;
  const discounted = was > price;
  return (
    <article id={dishAnchor(dish.id)} className="dish">
      <div className="dish-text">
        <p className="dish-tags">
          <VegMark veg={dish.isVeg} />
          {dish.isBestseller ? (
            <span className="rounded bg-amber-100 px-1.5 text-xs font-bold text-amber-900">{t("★ Bestseller")}</span>
          ) : null}
          {mostLoved ? (
            <span className="rounded bg-rose-100 px-1.5 text-xs font-bold text-rose-900">{t("♥ Most loved")}</span>
          ) : null}
        </p>
        <div className="dish-heading">
          <h4 className="dish-name">{dish.name}</h4>
          {heart}
        </div>
        <p className="dish-prices">
          <Price paise={price} className="font-semibold" />
          {discounted ? (
            <span className="meta">
              <span className="sr-only">{`${t("was")} `}</span>
              <del>
                <Price paise={was} />
              </del>
            </span>
          ) : null}
          {dish.promoDiscountPercent ? (
            <span className="text-sm font-semibold text-green-800">
              {t("{percent}% OFF", { percent: dish.promoDiscountPercent })}
            </span>
          ) : null}
        </p>
        <p className="dish-about" lang="en">
          {dish.description}
        </p>
      </div>
      <div className="dish-picture">
        <FoodImage src={dish.image} alt={dish.name} width={160} height={104} className="dish-image" />
        {!dish.available ? (
          <p className="-mt-4 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-700">
            {t("Unavailable")}
          </p>
        ) : orderable ? (
          <div className="-mt-4">{cartControl}</div>
        ) : null}
      </div>
    </article>
  );
}
