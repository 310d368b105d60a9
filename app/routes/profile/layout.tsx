import { Outlet } from "react-router";
import { countAddresses } from "~/features/addresses/addresses.server";
import { countFavouriteLists } from "~/features/favourites/favourite-lists.server";
import { countOrders } from "~/features/orders/orders.server";
import { ProfileNav } from "~/features/accounts/ProfileNav";
import { requireUser } from "~/features/accounts/session.server";
import type { I18nHandle } from "~/lib/i18n";
import type { Route } from "./+types/layout";

/** Every profile page's own texts (its pages add their features' namespaces). */
export const handle = { i18n: ["profile"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const [orders, favorites, addresses] = await Promise.all([
    countOrders(user.id),
    countFavouriteLists(user.id),
    countAddresses(user.id),
  ]);
  return { counts: { orders, favorites, addresses } };
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <div className="print:hidden">
        <ProfileNav counts={loaderData.counts} />
      </div>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
