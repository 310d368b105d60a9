import { Link } from "react-router";
import type { NotServed } from "./catalogue.server";

/** Said where the chosen place has no restaurants of ours: where we do deliver, and how to change place. */
export function NotServedNotice({ notServed }: { notServed: NotServed }) {
  const { place, nearest } = notServed;
  return (
    <section
      aria-labelledby="not-served"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p id="not-served" className="text-lg font-bold">
        We don't deliver to {place} yet
      </p>
      <p className="mt-1">
        The nearest city we deliver in is {nearest.name}, about {nearest.km.toLocaleString("en-IN")} km away.
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <Link to={`/restaurants?city=${nearest.slug}`} className="btn-primary">
          See restaurants in {nearest.name}
        </Link>
        <Link to="/location" className="btn-secondary">
          Choose another location
        </Link>
      </p>
    </section>
  );
}
