import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { createAddress } from "~/features/addresses/addresses.server";
import { BRAND } from "~/lib/brand";
import { handleAddressForm } from "~/features/addresses/address-action.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { safeRedirect } from "~/lib/redirect";
import { areaGroups, nearestArea } from "~/features/addresses/areas.server";
import { currentLocation } from "~/features/location/location.server";
import type { Route } from "./+types/address-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const location = await currentLocation(request, context.clientIp);
  const [areas, area] = await Promise.all([areaGroups(), nearestArea(location, location.city)]);
  return {
    areas,
    area: area ?? "",
    returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/profile/addresses"),
  };
}

export function action({ request }: Route.ActionArgs) {
  return handleAddressForm(
    request,
    async (userId, address) => Boolean(await createAddress(userId, address)),
    ADDRESS_MESSAGES.created,
  );
}

export function meta() {
  return [{ title: `New address — ${BRAND}` }];
}

export default function NewAddress({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-address-title">
      <Link to={loaderData.returnTo} className="text-sm font-semibold text-brand-700 underline">
        Back
      </Link>
      <h1 id="new-address-title" className="mt-2 text-2xl font-bold">
        New address
      </h1>
      <div className="mt-6">
        <AddressForm
          areas={loaderData.areas}
          area={loaderData.area}
          result={actionData?.result}
          returnTo={loaderData.returnTo}
          submitLabel="Save address"
        />
      </div>
    </section>
  );
}
