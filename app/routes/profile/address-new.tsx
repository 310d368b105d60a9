import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { createAddress } from "~/features/addresses/addresses.server";
import { BRAND } from "~/lib/brand";
import { handleAddressForm } from "~/features/addresses/address-action.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { safeRedirect } from "~/lib/redirect";
import { localityGroups, nearestLocality } from "~/features/addresses/localities.server";
import { currentLocation } from "~/features/location/location.server";
import type { Route } from "./+types/address-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request);
  const location = await currentLocation(request, context.clientIp);
  // The locality nearest where the customer said they are; none for the default or a guessed location.
  const chosen = location.source === "manual" || location.source === "geolocation";
  const [localities, locality] = await Promise.all([
    localityGroups(),
    chosen ? nearestLocality(location, location.city) : null,
  ]);
  return {
    localities,
    locality: locality ?? "",
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
          localities={loaderData.localities}
          locality={loaderData.locality}
          result={actionData?.result}
          returnTo={loaderData.returnTo}
          submitLabel="Save address"
        />
      </div>
    </section>
  );
}
