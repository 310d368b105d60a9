import { Link } from "react-router";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/coming-soon";

const TITLES: Record<string, string> = {
  orders: "Orders",
  favorites: "Favorites",
  payments: "Payments",
  addresses: "Addresses",
  "help-support": "Help & Support",
};

export function loader({ request }: Route.LoaderArgs) {
  const section = new URL(request.url).pathname.split("/")[2] ?? "";
  return { title: TITLES[section] ?? "Profile" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Profile"} — ${BRAND}` }];
}

export default function ProfileComingSoon({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold">{loaderData.title}</h1>
      <p className="mt-3 text-gray-700">Coming soon: this part of your profile is still being built.</p>
      <Link to="/restaurants" className="btn-primary mt-6">Browse restaurants</Link>
    </section>
  );
}
