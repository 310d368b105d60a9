import type { ReactNode } from "react";
import { Link } from "react-router";
import { FoodImage } from "~/ui/FoodImage";
import { Price } from "~/ui/Price";
import { VegMark } from "~/ui/VegMark";
import type { RestaurantSummary } from "./catalogue.server";
import { capCuisines, formatReviewCount } from "./format";
import { RatingBadge } from "./RatingBadge";
import { menuPath, restaurantAnchor } from "./slug";

/** `heart` is the favourites button in the image's corner (favourites builds on the catalogue, not the other way). */
export function RestaurantCard({
  restaurant,
  eager = false,
  heart,
}: {
  restaurant: RestaurantSummary;
  eager?: boolean;
  heart: ReactNode;
}) {
  const r = restaurant;
  return (
    <article
      id={restaurantAnchor(r.id)}
      className="group relative scroll-mt-24 flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm hover:shadow-md"
    >
      <div className="relative">
        <FoodImage
          src={r.image}
          alt={`${r.cuisines[0] ?? "Food"} at ${r.name}`}
          width={400}
          height={260}
          eager={eager}
          className="aspect-[40/26] w-full"
        />
        <div className="absolute right-2 top-2">{heart}</div>
        {r.offerText ? (
          <p className="absolute bottom-0 left-0 right-0 bg-gradient-to-t from-black/80 to-transparent px-3 pb-2 pt-6 text-sm font-extrabold uppercase text-white">
            {r.offerText}
          </p>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-lg font-bold leading-snug">
          <Link
            to={menuPath(r)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-has-[:focus-visible]:underline"
          >
            {r.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-800">
          <RatingBadge rating={r.rating} />
          <span>({formatReviewCount(r.reviewCount)} ratings)</span>
          <span>{r.deliveryTimeMins} mins</span>
        </p>
        <p className="text-sm text-gray-700">{capCuisines(r.cuisines)}</p>
        <p className="text-sm text-gray-700">
          Min. order <Price paise={r.minOrderPaise} /> · <Price paise={r.costForTwoPaise} /> for two
        </p>
        <p className="text-sm text-gray-700">
          {r.street}, {r.locality}, {r.cityName}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          {r.isVeg ? <VegMark veg label="Pure Veg" /> : null}
          {r.isOpen ? (
            <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Open</span>
          ) : (
            <span className="rounded bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800">Closed</span>
          )}
        </p>
      </div>
    </article>
  );
}
