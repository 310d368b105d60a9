import { getZodConstraint } from "@conform-to/zod/v4";
import { addressSchema } from "~/features/addresses/address.schema";
import { ADDRESS_WORDS } from "~/features/addresses/addresses-words";
import { placeAddress, type AddressValues } from "~/features/addresses/addresses.server";
import { localityGroups } from "~/features/addresses/localities.server";
import { done, intent, refuse } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { notFound } from "~/lib/http.server";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { word } from "~/lib/words";

/**
 * What the new-address and edit-address pages' form needs: the locality choices, the locality to show
 * chosen, where to go back to (the cart or the list), and the schema's constraints.
 */
export async function addressFormData(url: URL, locality: string) {
  return {
    localities: await localityGroups(),
    locality,
    returnTo: safeRedirect(url.searchParams.get("returnTo"), "/profile/addresses"),
    constraint: getZodConstraint(addressSchema),
  };
}

/**
 * The intent of the new-address and edit-address pages: check and place the address, save it (`save`
 * answers false when the address is not the customer's), and go back where the form was opened from.
 */
export function saveAddress(
  save: (userId: string, address: AddressValues, params: Record<string, string | undefined>) => Promise<boolean>,
  flash: Flash,
) {
  return intent(addressSchema, async ({ value, user, request, params, form }) => {
    const placed = await placeAddress(value);
    if (!placed.ok) {
      const t = requestT(request);
      const fields = Object.fromEntries(
        Object.entries(placed.problems).map(([name, problem]) => [name, [word(ADDRESS_WORDS, problem, t)]]),
      );
      return refuse({ fields });
    }
    if (!(await save(user.id, placed.address, params))) notFound(request, "Address not found.");
    return done(safeRedirect(form.get("returnTo"), "/profile/addresses"), flash);
  });
}
