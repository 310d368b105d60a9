import { Link, redirect } from "react-router";
import { getCurrentUser } from "~/features/accounts/session.server";
import { restaurantsOf } from "~/features/partners/partners.server";
import { BRAND } from "~/lib/brand";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/home";

export const handle = { i18n: ["partners"] } satisfies I18nHandle;

/**
 * `/partner`, the landing header's link: a restaurant's member sees their restaurants (one goes straight to
 * its orders); anyone else learns how to partner with us.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = getCurrentUser(context);
  const restaurants = user ? await restaurantsOf(user.id) : [];
  if (restaurants.length === 0) throw redirect("/partner-with-us");
  if (restaurants.length === 1) throw redirect(`/partner/${restaurants[0]!.id}/orders`);
  return { restaurants };
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Your restaurants")} — ${BRAND}` }];
}

export default function PartnerHome({ loaderData }: Route.ComponentProps) {
  const { t } = useT("partners");
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t("Your restaurants")}</h1>
      <ul className="space-y-2">
        {loaderData.restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <Link to={`/partner/${restaurant.id}/orders`} className="underline">
              {restaurant.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
