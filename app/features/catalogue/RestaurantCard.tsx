import type { ReactNode } from "react";
import { Link } from "react-router";
import { FoodImage } from "~/ui/FoodImage";
import { formatRupees } from "~/lib/money";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import type { WordedSummary } from "./catalogue-words";
import { estimateText } from "./delivery-estimate";
import { capCuisines, formatReviewCount } from "./format";
import { RatingBadge } from "./RatingBadge";
import { menuPath, restaurantAnchor } from "./slug";

/** `heart` is the favourites button in the image's corner (favourites builds on the catalogue, not the other way). */
export function RestaurantCard({
  restaurant,
  eager = false,
  heart,
}: {
  restaurant: WordedSummary;
  eager?: boolean;
  heart: ReactNode;
}) {
  const r = restaurant;
  const { t } = useT("catalogue");
  return (
    <article id={restaurantAnchor(r.id)} className="group card">
      <div className="relative">
        <RestaurantImage restaurant={r} eager={eager} className="card-image" />
        <div className="card-corner">{heart}</div>
        {r.offerText ? <p className="card-offer">{r.offerText}</p> : null}
      </div>
      <div className="card-body">
        <h3 className="card-title">
          <Link to={menuPath(r)} className="card-link">
            {r.name}
          </Link>
        </h3>
        <p className="card-facts">
          <RatingBadge rating={r.rating} />
          <span>{t("({count} ratings)", { count: formatReviewCount(r.reviewCount, t) })}</span>
          <span className={r.delivery.tooFar ? "font-semibold text-red-800" : undefined}>
            {estimateText(r.delivery, t)}
          </span>
        </p>
        <p className="meta">{capCuisines(r.cuisines)}</p>
        <p className="meta">
          {t("Min. order {minimum} · {cost} for two", {
            minimum: formatRupees(r.minOrderPaise),
            cost: formatRupees(r.costForTwoPaise),
          })}
        </p>
        <p className="meta">{`${r.street}, ${r.locality}, ${r.cityName}`}</p>
        <p className="card-tags">
          {r.isVeg ? <VegMark veg label={t("Pure Veg")} /> : null}
          <span className={`tag ${r.isOpen ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-800"}`}>
            {r.openingText}
          </span>
        </p>
      </div>
    </article>
  );
}

/** A restaurant's picture, described by its first cuisine: on its card and atop its menu. */
export function RestaurantImage({
  restaurant,
  eager,
  className,
}: {
  restaurant: { image: string; name: string; cuisines: readonly string[] };
  eager: boolean;
  className: string;
}) {
  const { t } = useT("catalogue");
  return (
    <FoodImage
      src={restaurant.image}
      alt={t("{cuisine} at {restaurant}", {
        cuisine: restaurant.cuisines[0] ?? t("Food"),
        restaurant: restaurant.name,
      })}
      width={400}
      height={260}
      eager={eager}
      className={className}
    />
  );
}
