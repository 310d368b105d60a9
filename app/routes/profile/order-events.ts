import { requireUser } from "~/features/accounts/session.server";
import { findOrder } from "~/features/orders/orders.server";
import { isActive } from "~/features/orders/order-status";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/order-events";

const POLL_MS = 2000;
const MAX_STREAM_MS = 10 * 60 * 1000;

/** Server-Sent Events: the order's status now and whenever it changes, until it is no longer active. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const first = await findOrder(user.id, params.id);
  if (!first) notFound("That order was not found.");
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      const started = Date.now();
      const send = async () => {
        const order = await findOrder(user.id, params.id);
        if (!order) return controller.close();
        if (order.status !== last) {
          last = order.status;
          controller.enqueue(encoder.encode(`data: ${JSON.stringify({ status: order.status })}\n\n`));
        }
        if (!isActive(order.status) || Date.now() - started > MAX_STREAM_MS) {
          clearInterval(timer);
          controller.close();
        }
      };
      const stop = () => clearInterval(timer);
      void send().catch(stop);
      timer = setInterval(() => void send().catch(stop), POLL_MS);
      request.signal.addEventListener("abort", () => clearInterval(timer));
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Response(stream, {
    // no-transform keeps the compression middleware (and proxies) from buffering the stream.
    headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-store, no-transform", Connection: "keep-alive", "X-Accel-Buffering": "no" },
  });
}
