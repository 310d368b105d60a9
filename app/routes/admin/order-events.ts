import { requireRole } from "~/features/accounts/session.server";
import { activeOrderStates } from "~/features/admin/admin-orders.server";
import type { Route } from "./+types/order-events";

const POLL_MS = 2000;
const MAX_STREAM_MS = 10 * 60 * 1000;

/**
 * Server-Sent Events for the orders board: every active order's id and status, now and whenever
 * they change. The stream ends after ten minutes; the browser reconnects by itself.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      const started = Date.now();
      const send = async () => {
        const next = JSON.stringify(await activeOrderStates());
        if (next !== last) {
          last = next;
          controller.enqueue(encoder.encode(`data: ${next}\n\n`));
        }
        if (Date.now() - started > MAX_STREAM_MS) {
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
