import { data, Form } from "react-router";
import { findOrder, sameOriginUrl, testGatewayEnabled } from "~/features/payments/test-gateway.server";
import { notFound } from "~/lib/http.server";
import { Price } from "~/ui/Price";
import type { Route } from "./+types/checkout";

export const handle = { bare: true };

/** The hosted checkout's parameters, from a form post (hosted flow) or the query (the modal's frame). */
function readCheckout(fields: URLSearchParams | FormData, origin: string) {
  const order = findOrder(String(fields.get("order_id") ?? ""));
  if (!order) throw data({ message: "This payment link is not valid." }, { status: 400 });
  return {
    order,
    name: String(fields.get("name") ?? "Cravings"),
    description: String(fields.get("description") ?? ""),
    mode: fields.get("mode") === "modal" ? ("modal" as const) : ("hosted" as const),
    callbackUrl: sameOriginUrl(fields.get("callback_url"), origin) ?? `${origin}/checkout/verify`,
    cancelUrl: sameOriginUrl(fields.get("cancel_url"), origin) ?? `${origin}/cart`,
  };
}

/** The modal's frame opens this page with the parameters in the query; the hosted flow posts them. */
export function loader({ request }: Route.LoaderArgs) {
  if (!testGatewayEnabled()) notFound();
  const url = new URL(request.url);
  return url.searchParams.has("order_id") ? readCheckout(url.searchParams, url.origin) : null;
}

export async function action({ request }: Route.ActionArgs) {
  if (!testGatewayEnabled()) notFound();
  return readCheckout(await request.formData(), new URL(request.url).origin);
}

export function meta() {
  return [{ title: "Test payments — no real money" }];
}

export default function TestCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const checkout = actionData ?? loaderData;
  if (!checkout) return <p role="alert" className="p-8">This payment link is not valid.</p>;
  const outcomeButton = (outcome: "pay" | "fail" | "cancel", label: string, className: string) => (
    <Form method="post" action="/test-gateway/pay">
      <input type="hidden" name="order_id" value={checkout.order.id} />
      <input type="hidden" name="callback_url" value={checkout.callbackUrl} />
      <input type="hidden" name="cancel_url" value={checkout.cancelUrl} />
      <input type="hidden" name="mode" value={checkout.mode} />
      <button type="submit" name="outcome" value={outcome} className={className}>{label}</button>
    </Form>
  );
  return (
    <main className="mx-auto max-w-md px-4 py-8">
      <p className="rounded-lg bg-amber-100 p-3 text-center font-bold text-amber-950">Test payments — no real money</p>
      <h1 className="mt-6 text-2xl font-bold">Pay {checkout.name}</h1>
      {checkout.description ? <p className="text-gray-700">{checkout.description}</p> : null}
      <p className="mt-4 text-3xl font-extrabold"><Price paise={checkout.order.amount} /></p>
      <p className="text-sm text-gray-700">Order {checkout.order.id}</p>
      <div className="mt-8 grid gap-3">
        {outcomeButton("pay", "Pay", "btn-primary w-full")}
        {outcomeButton("fail", "Fail", "btn-secondary w-full")}
        {outcomeButton("cancel", "Cancel", "btn-secondary w-full")}
      </div>
    </main>
  );
}
