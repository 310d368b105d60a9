import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { findAddress, updateAddress } from "~/features/addresses/addresses.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import { handleAddressForm } from "~/features/addresses/address-action.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { safeRedirect } from "~/lib/redirect";
import { localityGroups, localityValue } from "~/features/addresses/localities.server";
import type { Route } from "./+types/address-edit";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const address = await findAddress(user.id, params.id);
  if (!address) notFound("Address not found.");
  return {
    address,
    localities: await localityGroups(),
    locality: localityValue(address),
    returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/profile/addresses"),
  };
}

export function action({ request, params }: Route.ActionArgs) {
  return handleAddressForm(
    request,
    (userId, address) => updateAddress(userId, params.id, address),
    ADDRESS_MESSAGES.updated,
  );
}

export function meta() {
  return [{ title: `Edit address — ${BRAND}` }];
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="edit-address-title">
      <Link to={loaderData.returnTo} className="text-sm font-semibold text-brand-700 underline">
        Back
      </Link>
      <h1 id="edit-address-title" className="mt-2 text-2xl font-bold">
        Edit address
      </h1>
      <div className="mt-6">
        <AddressForm
          address={loaderData.address}
          localities={loaderData.localities}
          locality={loaderData.locality}
          result={actionData?.result}
          returnTo={loaderData.returnTo}
          submitLabel="Save changes"
        />
      </div>
    </section>
  );
}
