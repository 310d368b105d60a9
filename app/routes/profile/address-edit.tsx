import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { findAddress, updateAddress } from "~/features/addresses/addresses.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { notFound } from "~/lib/http.server";
import { handleAddressForm } from "~/features/addresses/address-action.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { safeRedirect } from "~/lib/redirect";
import { localityGroups, localityValue } from "~/features/addresses/localities.server";
import type { Route } from "./+types/address-edit";

export const handle = { i18n: ["addresses"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const address = await findAddress(user.id, params.id);
  if (!address) notFound(request, "Address not found.");
  return {
    address,
    localities: await localityGroups(),
    locality: localityValue(address),
    returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/profile/addresses"),
  };
}

export function action({ request, params, context, url }: Route.ActionArgs) {
  return handleAddressForm(
    { request, context, url },
    (userId, address) => updateAddress(userId, params.id, address),
    ADDRESS_MESSAGES.updated,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Edit address")} — ${BRAND}` }];
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("addresses");
  return (
    <section aria-labelledby="edit-address-title">
      <Link to={loaderData.returnTo} className="text-sm font-semibold text-brand-700 underline">
        {t("Back")}
      </Link>
      <h1 id="edit-address-title" className="mt-2 text-2xl font-bold">
        {t("Edit address")}
      </h1>
      <div className="mt-6">
        <AddressForm
          address={loaderData.address}
          localities={loaderData.localities}
          locality={loaderData.locality}
          result={actionData?.result}
          returnTo={loaderData.returnTo}
          submitLabel={t("Save changes")}
        />
      </div>
    </section>
  );
}
