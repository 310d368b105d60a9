import { requireUser } from "~/features/accounts/session.server";
import { watchOrderChanges } from "~/features/orders/order-changes.server";
import { findOrder } from "~/features/orders/orders.server";
import { isActive } from "~/features/orders/order-status";
import { notFound } from "~/lib/http.server";
import { liveEventStream } from "~/lib/event-stream.server";
import { orderTracking } from "~/features/delivery/tracking.server";
import type { Route } from "./+types/order-events";

/**
 * Server-Sent Events: the order's status (and whether it still waits for its slot, and when its rider was
 * last placed) now and whenever it changes, until it is no longer active.
 */
export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const user = requireUser(context, url);
  if (!(await findOrder(user.id, params.id))) notFound(request, "That order was not found.");
  return liveEventStream(request, {
    read: async () => {
      const order = await findOrder(user.id, params.id);
      const tracking = order?.hasRider && isActive(order.status) ? await orderTracking(order.id) : null;
      const value = {
        status: order?.status ?? "Cancelled",
        scheduled: order?.scheduled ?? false,
        riderSeenAt: tracking?.seenAt ?? null,
      };
      return { value, done: !order || !isActive(order.status) };
    },
    watch: (changed) => watchOrderChanges((orderIds) => orderIds.has(params.id) && changed()),
  });
}
