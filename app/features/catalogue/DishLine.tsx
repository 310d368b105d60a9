import type { ReactNode } from "react";
import { Link } from "react-router";
import { offerUnitPrice } from "~/features/pricing/pricing";
import { FoodImage } from "~/ui/FoodImage";
import { Price } from "~/ui/Price";
import { VegMark } from "~/ui/VegMark";
import { menuPath } from "./slug";

interface DishLineProps {
  dish: {
    id: string;
    name: string;
    image: string;
    isVeg: boolean;
    pricePaise: number;
    promoDiscountPercent: number | null;
    restaurant: { id: string; slug: string };
  };
  /** What follows the price: where the dish is from, whether it can be ordered now. */
  about: ReactNode;
  /** Controls under the line (move, remove…). */
  children?: ReactNode;
}

/**
 * A dish in a list outside its menu (search results, a favourites list): picture, name linking to it on the
 * menu, price as the menu shows it (after the dish's own offer: customer audit m19).
 */
export function DishLine({ dish, about, children }: DishLineProps) {
  return (
    <>
      <FoodImage src={dish.image} alt={dish.name} width={96} height={62} className="rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <VegMark veg={dish.isVeg} />
          <Link to={`${menuPath(dish.restaurant)}#dish-${dish.id}`} className="underline-offset-2 hover:underline">
            {dish.name}
          </Link>
        </p>
        <p className="meta">
          <Price
            paise={offerUnitPrice({ unitPricePaise: dish.pricePaise, dishOfferPercent: dish.promoDiscountPercent })}
          />{" "}
          · {about}
        </p>
        {children}
      </div>
    </>
  );
}
