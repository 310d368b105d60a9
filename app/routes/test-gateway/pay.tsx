import { useEffect, useRef } from "react";
import { data, redirect } from "react-router";
import { fail, findOrder, pay, sameOriginUrl, testGatewayEnabled } from "~/features/payments/test-gateway.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/pay";

export const handle = { bare: true };

/** The test checkout's Pay / Fail / Cancel: signs the outcome and returns it to the app. */
export async function action({ request }: Route.ActionArgs) {
  if (!testGatewayEnabled()) notFound();
  const origin = new URL(request.url).origin;
  const form = await request.formData();
  const order = findOrder(String(form.get("order_id") ?? ""));
  const callbackUrl = sameOriginUrl(form.get("callback_url"), origin);
  const cancelUrl = sameOriginUrl(form.get("cancel_url"), origin);
  if (!order || !callbackUrl || !cancelUrl) return data({ message: "This payment link is not valid." }, { status: 400 });
  const mode = form.get("mode") === "modal" ? "modal" : "hosted";
  const outcome = form.get("outcome");
  if (outcome === "cancel") {
    if (mode === "hosted") throw redirect(cancelUrl, 303);
    return { mode, event: "dismiss" as const, fields: {}, callbackUrl };
  }
  const result = outcome === "pay" ? pay(order, origin) : fail(order, origin);
  return { mode, event: outcome === "pay" ? ("success" as const) : ("failed" as const), fields: result.fields, callbackUrl };
}

export default function TestPayResult({ actionData }: Route.ComponentProps) {
  const form = useRef<HTMLFormElement>(null);
  const result = actionData && "event" in actionData ? actionData : null;
  useEffect(() => {
    if (!result) return;
    if (result.mode === "modal") {
      const message =
        result.event === "success"
          ? { type: "rzp-test", event: "success", response: result.fields }
          : result.event === "failed"
            ? { type: "rzp-test", event: "failed", error: { description: result.fields["error[description]"], metadata: JSON.parse(result.fields["error[metadata]"] ?? "{}") as unknown } }
            : { type: "rzp-test", event: "dismiss" };
      window.parent.postMessage(message, window.location.origin);
    } else {
      form.current?.submit();
    }
  }, [result]);
  if (!result) return <p role="alert" className="p-8">{actionData && "message" in actionData ? actionData.message : "Something went wrong."}</p>;
  return (
    <main className="mx-auto max-w-md px-4 py-8 text-center">
      <p className="rounded-lg bg-amber-100 p-3 font-bold text-amber-950">Test payments — no real money</p>
      <h1 className="mt-6 text-2xl font-bold">{result.event === "success" ? "Payment authorised" : result.event === "failed" ? "Payment failed" : "Payment cancelled"}</h1>
      {result.mode === "hosted" ? (
        <form ref={form} method="post" action={result.callbackUrl} className="mt-6">
          {Object.entries(result.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn-primary">Return to Cravings</button>
        </form>
      ) : null}
    </main>
  );
}
