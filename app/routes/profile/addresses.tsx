import { Form, Link } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { ADDRESS_MESSAGES } from "~/features/addresses/address-messages";
import { countryText, stateText } from "~/features/addresses/addresses-words";
import { addressIdSchema } from "~/features/addresses/address.schema";
import { deleteAddress, listAddresses, setDefaultAddress } from "~/features/addresses/addresses.server";
import { metaT } from "~/lib/i18n";
import { defineAction, done, intent, refuse } from "~/lib/action.server";
import { BRAND } from "~/lib/brand";
import type { I18nHandle } from "~/lib/i18n";
import { Alert } from "~/ui/Alert";
import { ConfirmDialog } from "~/ui/ConfirmDialog";
import { useT } from "~/ui/useT";
import type { Route } from "./+types/addresses";

export const handle = { i18n: ["addresses"] } satisfies I18nHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const addresses = await listAddresses(user.id);
  const deleting = addresses.find((address) => address.id === url.searchParams.get("delete")) ?? null;
  return { addresses, deleting };
}

export const action = defineAction("customer", {
  delete: intent(addressIdSchema, async ({ value, user }) => {
    if (!(await deleteAddress(user.id, value.addressId)))
      return refuse("That address was not found. It may have been deleted already.", 404);
    return done("/profile/addresses", ADDRESS_MESSAGES.deleted);
  }),
  default: intent(addressIdSchema, async ({ value, user }) => {
    if (!(await setDefaultAddress(user.id, value.addressId))) return refuse("That address was not found.", 404);
    return done("/profile/addresses", ADDRESS_MESSAGES.madeDefault);
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Your Addresses")} — ${BRAND}` }];
}

export default function Addresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, deleting } = loaderData;
  const { t } = useT("addresses");
  // The list's buttons are plain forms with no fields of their own to mark: a refusal is said once, on top.
  const refusal = actionData?.result?.error?.[""]?.[0];
  /** The rest of an address's buttons' names, for screen readers ("Edit Home address, 12 MG Road"). */
  const addressName = (address: (typeof addresses)[number]) =>
    t("{type, select, Home {Home address} Work {Work address} other {Other address}}, {line}", {
      type: address.addressType,
      line: address.addressLine1,
    });
  return (
    <section aria-labelledby="addresses-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="addresses-title" className="text-2xl font-bold">
          {t("Your Addresses")}
        </h1>
        <Link to="/profile/addresses/new" className="btn-primary">
          {t("+ New")}
        </Link>
      </div>
      {refusal ? (
        <Alert tone="error" className="mt-4 font-medium">
          {t("Error: {message}", { message: t(refusal) })}
        </Alert>
      ) : null}
      {addresses.length === 0 ? (
        <p className="mt-8 text-gray-700">{t("You haven't saved any addresses yet. Add one to get started!")}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="rounded-2xl border border-gray-200 p-4">
              <h2 className="flex items-center gap-2 font-bold">
                {t(address.addressType)}
                {address.isDefault ? (
                  <span className="rounded bg-green-100 px-2 text-xs font-semibold text-green-900">{t("Default")}</span>
                ) : null}
              </h2>
              <p className="mt-1 text-gray-800">{address.addressLine1}</p>
              {address.addressLine2 ? <p className="text-gray-800">{address.addressLine2}</p> : null}
              <p className="text-gray-800">
                {address.city}, {stateText(address.state, t)} {address.zipCode}
              </p>
              <p className="text-gray-800">{countryText(address.country, t)}</p>
              <p className={address.locality ? "text-gray-800" : "font-medium text-red-800"}>
                {address.locality
                  ? t("Locality: {locality}", { locality: address.locality })
                  : t("Locality not chosen: edit this address to see how far restaurants are.")}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={`/profile/addresses/${address.id}/edit`} className="btn-secondary min-h-9 py-1 text-sm">
                  {t("Edit")}
                  <span className="sr-only"> {addressName(address)}</span>
                </Link>
                <Link
                  to={`?delete=${address.id}`}
                  preventScrollReset
                  className="btn-secondary min-h-9 py-1 text-sm text-red-800"
                >
                  {t("Delete")}
                  <span className="sr-only"> {addressName(address)}</span>
                </Link>
                {!address.isDefault ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="default" />
                    <input type="hidden" name="addressId" value={address.id} />
                    <button type="submit" className="btn-secondary min-h-9 py-1 text-sm">
                      {t("Set as default")}
                      <span className="sr-only"> {t("for {line}", { line: address.addressLine1 })}</span>
                    </button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting ? <ConfirmDeleteAddress id={deleting.id} line={deleting.addressLine1} /> : null}
    </section>
  );
}

function ConfirmDeleteAddress({ id, line }: { id: string; line: string }) {
  const { t } = useT("addresses");
  return (
    <ConfirmDialog
      id="delete-address-title"
      title={t("Confirm Deletion")}
      cancelTo="/profile/addresses"
      confirm={
        <Form method="post" replace>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="addressId" value={id} />
          <button type="submit" className="btn-danger">
            {t("Delete")}
          </button>
        </Form>
      }
    >
      <p>{t("Delete the address {line}? This action cannot be undone.", { line: `"${line}"` })}</p>
    </ConfirmDialog>
  );
}
