import { requireUser } from "~/features/accounts/session.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { AddressFormPage } from "~/features/addresses/AddressForm";
import { createAddress } from "~/features/addresses/addresses.server";
import { nearestLocality } from "~/features/addresses/localities.server";
import { currentLocation } from "~/features/location/location.server";
import { metaT } from "~/lib/i18n";
import { defineAction } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { requestFacts } from "~/lib/request-context.server";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/address-new";
import { addressFormData, saveAddress } from "./address-form.server";

export const handle = { i18n: ["addresses"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
  // The locality nearest where the customer said they are; none for the default or a guessed location.
  const chosen = location.source === "manual" || location.source === "geolocation";
  const locality = chosen ? await nearestLocality(location, location.city) : null;
  return addressFormData(url, locality ?? "");
}

export const action = defineAction("customer", {
  save: saveAddress(async (userId, address) => Boolean(await createAddress(userId, address)), ADDRESS_MESSAGES.created),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("New address")} — ${BRAND}` }];
}

export default function NewAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("addresses");
  return (
    <AddressFormPage title={t("New address")} data={loaderData} answered={actionData} submitLabel={t("Save address")} />
  );
}
