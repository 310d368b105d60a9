import { requireRole } from "~/features/accounts/session.server";
import { activeOrderStates } from "~/features/admin/admin-orders.server";
import { watchOrderChanges } from "~/features/orders/order-changes.server";
import { liveEventStream } from "~/lib/event-stream.server";
import type { Route } from "./+types/order-events";

/** Server-Sent Events for the orders board: every active order's id and status, now and whenever any order changes. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  return liveEventStream(request, {
    read: async () => ({ value: await activeOrderStates(), done: false }),
    watch: (changed) => watchOrderChanges(() => changed()),
  });
}
