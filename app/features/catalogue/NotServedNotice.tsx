import { Link } from "react-router";
import { useT } from "~/ui/useT";
import type { WordedNotServed } from "./catalogue-words";

/** Said where the chosen place has no restaurants of ours: where we do deliver, and how to change place. */
export function NotServedNotice({ notServed }: { notServed: WordedNotServed }) {
  const { place, nearest } = notServed;
  const { t } = useT("catalogue");
  return (
    <section
      aria-labelledby="not-served"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p id="not-served" className="text-lg font-bold">
        {t("We don't deliver to {place} yet", { place })}
      </p>
      <p className="mt-1">
        {t("The nearest city we deliver in is {city}, about {distance} km away.", {
          city: nearest.name,
          distance: nearest.km.toLocaleString("en-IN"),
        })}
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to={`/restaurants?city=${nearest.slug}`} className="btn-primary">
          {t("See restaurants in {city}", { city: nearest.name })}
        </Link>
        <Link to="/location" className="btn-secondary">
          {t("Choose another location")}
        </Link>
      </p>
    </section>
  );
}
