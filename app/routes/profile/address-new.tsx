import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { addressSchema } from "~/features/addresses/address.schema";
import { AddressForm } from "~/features/addresses/AddressForm";
import { createAddress } from "~/features/addresses/addresses.server";
import { BRAND } from "~/lib/brand";
import { withNotice } from "~/lib/notices";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/address-new";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return { returnTo: safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/profile/addresses") };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: addressSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await createAddress(user.id, submission.value);
  throw redirect(withNotice(safeRedirect(form.get("returnTo"), "/profile/addresses"), "address-created"), 303);
}

export function meta() {
  return [{ title: `New address — ${BRAND}` }];
}

export default function NewAddress({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-address-title">
      <Link to={loaderData.returnTo} className="text-sm font-semibold text-brand-700 underline">Back</Link>
      <h1 id="new-address-title" className="mt-2 text-2xl font-bold">New address</h1>
      <div className="mt-6">
        <AddressForm result={actionData?.result} returnTo={loaderData.returnTo} submitLabel="Save address" />
      </div>
    </section>
  );
}
