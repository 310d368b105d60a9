import { logger } from "./logger.server";
import { metrics } from "./metrics.server";

const MAX_STREAM_MS = 10 * 60 * 1000;

/** Every open stream's close function, so a shutdown can end them at once. */
const openStreams = new Set<() => void>();

/**
 * Ends every open event stream now (at shutdown): the browsers' EventSource reconnects, to another
 * instance or to this one once it is back, instead of holding the shutdown until its timeout.
 */
export function closeEventStreams(): void {
  for (const close of openStreams) close();
}

/** What a live stream sends: a value read now and again after each change, until it is done. */
export type LiveValue = {
  read: () => Promise<{ value: unknown; done: boolean }>;
  /** Calls `changed` whenever the value may have changed; returns the function that stops it. */
  watch: (changed: () => void) => () => void;
};

/**
 * A Server-Sent Events response that sends the value now and again whenever `watch` reports a change and it
 * reads differently (compared as JSON), until `read` says it is done, the client leaves, or ten minutes pass
 * (the browser's EventSource reconnects by itself).
 */
export function liveEventStream(request: Request, { read, watch }: LiveValue): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      let open = true;
      const deadline = setTimeout(() => close(), MAX_STREAM_MS);
      let unwatch = () => {};
      stop = () => {
        open = false;
        clearTimeout(deadline);
        unwatch();
        if (openStreams.delete(close)) metrics.openEventStreams.dec();
      };
      const close = () => {
        if (!open) return;
        stop();
        controller.close();
      };
      openStreams.add(close);
      metrics.openEventStreams.inc();
      const send = async () => {
        const { value, done } = await read();
        const next = JSON.stringify(value);
        if (open && next !== last) {
          last = next;
          controller.enqueue(encoder.encode(`data: ${next}\n\n`));
        }
        if (done) close();
      };
      const fail = (error: unknown) => {
        logger().warn({ err: error, url: request.url }, "event stream stopped: reading its value failed");
        close();
      };
      unwatch = watch(() => void send().catch(fail));
      void send().catch(fail);
      request.signal.addEventListener("abort", () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    // no-transform keeps the compression middleware (and proxies) from buffering the stream.
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
