import { data } from "react-router";
import { authorised, findPayment, testGatewayEnabled } from "~/features/payments/test-gateway.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/api-payment";

/** Test gateway: GET /v1/payments/:id. */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!testGatewayEnabled()) notFound();
  if (!authorised(request)) return data({ error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } }, { status: 401 });
  const payment = findPayment(params.id);
  if (!payment) return data({ error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } }, { status: 400 });
  return data({ ...payment, entity: "payment" });
}
