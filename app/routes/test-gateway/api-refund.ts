import { data } from "react-router";
import { authorised, refund, testGatewayEnabled } from "~/features/payments/test-gateway.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/api-refund";

/** Test gateway: POST /v1/payments/:id/refund. */
export async function action({ request, params }: Route.ActionArgs) {
  if (!testGatewayEnabled()) notFound();
  if (!authorised(request)) return data({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }, { status: 401 });
  const body = (await request.json().catch(() => ({}))) as { amount?: unknown };
  const record = refund(params.id, body.amount, new URL(request.url).origin);
  if (!record) return data({ error: { code: "BAD_REQUEST_ERROR", description: "The payment cannot be refunded" } }, { status: 400 });
  return data({ ...record, entity: "refund" });
}
