import { Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { AddressForm } from "~/features/addresses/AddressForm";
import { createAddress } from "~/features/addresses/addresses.server";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { useT } from "~/ui/useT";
import { handleAddressForm } from "~/features/addresses/address-action.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { safeRedirect } from "~/lib/redirect";
import { localityGroups, nearestLocality } from "~/features/addresses/localities.server";
import { currentLocation } from "~/features/location/location.server";
import type { Route } from "./+types/address-new";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["addresses"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireUser(context, url);
  const location = await currentLocation(request, context.get(requestFacts).clientIp);
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

export function action({ request, context, url }: Route.ActionArgs) {
  return handleAddressForm(
    { request, context, url },
    async (userId, address) => Boolean(await createAddress(userId, address)),
    ADDRESS_MESSAGES.created,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("New address")} — ${BRAND}` }];
}

export default function NewAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT("addresses");
  return (
    <section aria-labelledby="new-address-title">
      <Link to={loaderData.returnTo} className="text-sm font-semibold text-brand-700 underline">
        {t("Back")}
      </Link>
      <h1 id="new-address-title" className="mt-2 text-2xl font-bold">
        {t("New address")}
      </h1>
      <div className="mt-6">
        <AddressForm
          localities={loaderData.localities}
          locality={loaderData.locality}
          result={actionData?.result}
          returnTo={loaderData.returnTo}
          submitLabel={t("Save address")}
        />
      </div>
    </section>
  );
}
