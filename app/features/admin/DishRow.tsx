import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import type { FormKit } from "~/ui/form-kit";
import { Price } from "~/ui/Price";
import { useT } from "~/ui/useT";
import { VegMark } from "~/ui/VegMark";
import type { AdminDish } from "./admin-restaurants.server";
import { AvailabilityForm } from "./TakingOrdersForms";

/** A dish on the restaurant's overview: what customers see of it, its availability switch, and links to edit it. */
export function DishRow({ dish, kit, action }: { dish: AdminDish; kit: FormKit; action: string }) {
  const titleId = `dish-${dish.id}-title`;
  const { t, language } = useT("adminMenu");
  const link = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline";
  return (
    <article
      aria-labelledby={titleId}
      className={`space-y-2 rounded-2xl border p-4 ${dish.available ? "border-gray-200" : "border-gray-300 bg-gray-50"}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold">
          <VegMark veg={dish.isVeg} /> {dish.name}
        </h3>
        <p className="meta">
          {dish.menuCategory ?? t("Uncategorized")} · <Price paise={dish.pricePaise} /> ·{" "}
          {dish.available
            ? t("Available")
            : dish.availableAgainAt
              ? t("Unavailable until {time}", { time: formatDateTime(dish.availableAgainAt, language) })
              : t("Unavailable")}
          {dish.isBestseller ? ` · ${t("Bestseller")}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <AvailabilityForm item={dish} idField="dishId" kit={kit} action={action} />
        <Link to={`dishes/${dish.id}`} className={link}>
          {t("Price and bestseller")}
          <span className="sr-only"> {t("of {dish}", { dish: dish.name })}</span>
        </Link>
        <Link to={`dishes/${dish.id}/options`} className={link}>
          {t("{count, plural, =0 {Options (none)} one {Options (# group)} other {Options (# groups)}}", {
            count: dish.optionGroups,
          })}
          <span className="sr-only"> {t("of {dish}", { dish: dish.name })}</span>
        </Link>
      </div>
    </article>
  );
}
