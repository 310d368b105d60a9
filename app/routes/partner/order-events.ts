import { listPartnerOrders } from "~/features/orders/restaurant-orders.server";
import { requireMember } from "~/features/partners/partners.server";
import { watchOrderChanges } from "~/features/orders/order-changes.server";
import { liveEventStream } from "~/lib/event-stream.server";
import type { Route } from "./+types/order-events";

/** Server-Sent Events for a restaurant's live orders page: each order's id and state, now and on every change. */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const { restaurant } = await requireMember(request, context, url, params.restaurantId);
  return liveEventStream(request, {
    read: async () => ({
      value: (await listPartnerOrders(restaurant.id)).map((order) => [
        order.id,
        order.status,
        order.acceptedAt,
        order.readyAt,
      ]),
      done: false,
    }),
    watch: (changed) => watchOrderChanges(() => changed()),
  });
}
