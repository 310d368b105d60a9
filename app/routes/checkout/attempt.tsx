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
  const attempt = await orderForAttempt(user.id, params.gatewayOrderId);
  const status = new URL(request.url).searchParams.get("status") === "unverified" ? "unverified" : "failed";
  if (!attempt) throw redirect("/profile/orders");
  throw redirect(
    attempt.purpose === "tip"
      ? `/profile/orders/${attempt.orderId}?tip=${status}`
      : `/checkout/result/${attempt.orderId}?status=${status}`,
  );
}
