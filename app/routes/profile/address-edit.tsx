import { requireUser } from "~/features/accounts/session.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { AddressFormPage } from "~/features/addresses/AddressForm";
import { findAddress, updateAddress } from "~/features/addresses/addresses.server";
import { localityValue } from "~/features/addresses/localities.server";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import { notFound } from "~/lib/http.server";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/address-edit";
import { addressFormData, saveAddress } from "./address-form.server";

export const handle = { i18n: ["addresses"] } satisfies I18nHandle;

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const address = await findAddress(user.id, params.id);
  if (!address) notFound(request, "Address not found.");
  return { address, ...(await addressFormData(url, localityValue(address))) };
}

export const action = defineAction("customer", {
  save: saveAddress(
    (userId, address, params) => updateAddress(userId, params.id ?? "", address),
    ADDRESS_MESSAGES.updated,
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Edit address")} — ${BRAND}` }];
}

export default function EditAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("addresses");
  return (
    <AddressFormPage
      title={t("Edit address")}
      address={loaderData.address}
      data={loaderData}
      answered={actionData}
      submitLabel={t("Save changes")}
    />
  );
}
