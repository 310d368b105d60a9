import { PartnerMembers } from "~/features/partners/PartnerMembers";
import { listMembers, requireMember } from "~/features/partners/partners.server";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { metaT, type I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { memberIntents } from "./member-intents.server";
import { PartnerNav } from "~/features/partners/PartnerNav";
import type { Route } from "./+types/team";

export const handle = { i18n: ["partners"] } satisfies I18nHandle;

/** `/partner/:restaurantId/team`: who runs the restaurant's orders; its owners invite and remove staff. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  return { restaurant, members: await listMembers(restaurant.id), owner: restaurant.role === "owner" };
}

export const action = defineAction(
  "customer",
  memberIntents(
    async ({ request, context, url, params }) => {
      const { restaurant } = await requireMember(request, context, url, params.restaurantId);
      if (restaurant.role !== "owner") notFound(request);
      return restaurant.id;
    },
    { staffOnly: true },
  ),
);

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Team")} — ${loaderData?.restaurant.name ?? ""} — ${BRAND}` }];
}

export default function PartnerTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { restaurant, members, owner } = loaderData;
  const { t } = useT("partners");
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t("Team — {restaurant}", { restaurant: restaurant.name })}</h1>
        <PartnerNav restaurant={restaurant} />
      </div>
      <PartnerMembers members={members} answered={actionData} manage={owner} staffOnly />
    </div>
  );
}
