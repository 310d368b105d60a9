import { data } from "react-router";
import { authorised, createOrder, testGatewayEnabled } from "~/features/payments/test-gateway.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/api-orders";

/** Test gateway: POST /v1/orders, as Razorpay's Orders API. */
export async function action({ request }: Route.ActionArgs) {
  if (!testGatewayEnabled()) notFound();
  if (!authorised(request)) return data({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }, { status: 401 });
  const body = (await request.json().catch(() => ({}))) as { amount?: unknown; currency?: unknown; receipt?: unknown };
  const order = createOrder(body.amount, body.currency, body.receipt);
  if (!order) return data({ error: { code: "BAD_REQUEST_ERROR", description: "The amount must be at least 100 paise, in INR." } }, { status: 400 });
  return data({ ...order, entity: "order", status: "created" });
}
