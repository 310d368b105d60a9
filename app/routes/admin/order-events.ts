import { requireRole } from "~/features/accounts/session.server";
import { activeOrderStates } from "~/features/admin/admin-orders.server";
import { pollingEventStream } from "~/lib/event-stream.server";
import type { Route } from "./+types/order-events";

/** Server-Sent Events for the orders board: every active order's id and status, now and whenever they change. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return pollingEventStream(request, async () => ({ value: await activeOrderStates(), done: false }));
}
