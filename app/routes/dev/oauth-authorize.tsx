import { data, Form, redirect } from "react-router";
import { z } from "zod";
import {
  issueCode,
  readAuthorizeRequest,
  SAMPLE_IDENTITIES,
  testProviderEnabled,
} from "~/features/accounts/test-oauth-provider.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/oauth-authorize";

const chosenIdentity = z.object({
  name: z.string().trim().min(1, "Enter a name.").max(100),
  email: z.email("Enter a valid e-mail address.").max(254),
});

function authorizeRequest(request: Request) {
  if (!testProviderEnabled()) notFound();
  const url = new URL(request.url);
  const authorize = readAuthorizeRequest(url.searchParams, url.origin);
  if (!authorize) throw data({ message: "Invalid authorization request." }, { status: 400 });
  return authorize;
}

export function loader({ request }: Route.LoaderArgs) {
  authorizeRequest(request);
  return { identities: SAMPLE_IDENTITIES };
}

export async function action({ request }: Route.ActionArgs) {
  const authorize = authorizeRequest(request);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "deny") {
    throw redirect(`${authorize.redirectUri}?${new URLSearchParams({ error: "access_denied", state: authorize.state })}`, 303);
  }
  const parsed = chosenIdentity.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Choose an account." }, { status: 400 });
  const identity =
    SAMPLE_IDENTITIES.find((sample) => sample.email === parsed.data.email.toLowerCase()) ??
    { sub: `test-google-${parsed.data.email.toLowerCase()}`, email: parsed.data.email.toLowerCase(), name: parsed.data.name };
  const code = issueCode(authorize, identity);
  throw redirect(`${authorize.redirectUri}?${new URLSearchParams({ code, state: authorize.state })}`, 303);
}

export default function TestOAuthAuthorize({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <p className="rounded-lg bg-amber-100 p-3 text-sm font-semibold text-amber-950">
        Test sign-in provider — stands in for Google on this development server. No real Google account is used.
      </p>
      <h1 className="mt-6 text-2xl font-bold">Choose an account</h1>
      <p className="mt-1 text-gray-700">to continue to Cravings</p>
      <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
        {loaderData.identities.map((identity) => (
          <li key={identity.sub}>
            <Form method="post">
              <input type="hidden" name="name" value={identity.name} />
              <input type="hidden" name="email" value={identity.email} />
              <button type="submit" className="flex min-h-11 w-full flex-col items-start px-4 py-3 text-left hover:bg-gray-50">
                <span className="font-semibold">{identity.name}</span>
                <span className="text-sm text-gray-700">{identity.email}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-bold">Use another account</h2>
      <Form method="post" className="mt-2 space-y-3">
        {actionData?.error ? <p role="alert" className="text-sm font-medium text-red-800">{actionData.error}</p> : null}
        <div>
          <label htmlFor="oauth-name" className="mb-1 block text-sm font-semibold">Name</label>
          <input id="oauth-name" name="name" required maxLength={100} autoComplete="name" className="input" />
        </div>
        <div>
          <label htmlFor="oauth-email" className="mb-1 block text-sm font-semibold">E-mail</label>
          <input id="oauth-email" name="email" type="email" required maxLength={254} autoComplete="email" className="input" />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">Continue</button>
          <button type="submit" name="intent" value="deny" formNoValidate className="btn-secondary">Cancel</button>
        </div>
      </Form>
    </section>
  );
}
