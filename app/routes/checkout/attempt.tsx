import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/session.server";
import { orderForAttempt } from "~/features/payments/attempts.server";
import type { Route } from "./+types/attempt";

/**
 * Where a checkout that did not complete returns (the callback names only the gateway's order): the
 * customer who owns it goes on to its result page; anyone else learns nothing.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  const orderId = await orderForAttempt(user.id, params.gatewayOrderId);
  const status = new URL(request.url).searchParams.get("status") === "unverified" ? "unverified" : "failed";
  throw redirect(orderId ? `/checkout/result/${orderId}?status=${status}` : "/profile/orders");
}
