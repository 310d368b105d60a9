import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import type { Flash } from "~/lib/flash";
import { redirectWithFlash } from "~/lib/flash.server";
import { notFound } from "~/lib/http.server";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { addressSchema } from "./address.schema";
import type { AddressValues } from "./addresses.server";
import { placeLocality } from "./localities.server";
import { readForm } from "~/lib/action.server";
import type { RouteRequest } from "~/lib/request-context.server";

/**
 * The action of the new-address and edit-address pages: validate, save (`save` answers false when the
 * address is not the customer's), and go back where the form was opened from (the cart or the list).
 */
export async function handleAddressForm(
  { request, context, url }: RouteRequest,
  save: (userId: string, address: AddressValues) => Promise<boolean>,
  done: Flash,
) {
  const user = requireUser(context, url);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: addressSchema(requestT(request)) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const locality = await placeLocality(submission.value.locality);
  if (!locality.ok)
    return data({ result: submission.reply({ fieldErrors: { locality: [locality.message] } }) }, { status: 400 });
  const address = { ...submission.value, locality: locality.locality, position: locality.position };
  if (!(await save(user.id, address))) notFound(request, "Address not found.");
  return redirectWithFlash(request, safeRedirect(form.get("returnTo"), "/profile/addresses"), done);
}
