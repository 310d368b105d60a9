import { logger } from "./logger.server";

const POLL_MS = 2000;
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

/**
 * A Server-Sent Events response that reads a value every 2 s and sends it whenever it changes
 * (compared as JSON), until `read` says it is done, the client leaves, or ten minutes pass (the
 * browser's EventSource reconnects by itself).
 */
export function pollingEventStream(request: Request, read: () => Promise<{ value: unknown; done: boolean }>): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  let forget = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      let open = true;
      const started = Date.now();
      const close = () => {
        clearInterval(timer);
        openStreams.delete(close);
        if (!open) return;
        open = false;
        controller.close();
      };
      openStreams.add(close);
      forget = () => {
        open = false;
        clearInterval(timer);
        openStreams.delete(close);
      };
      const send = async () => {
        const { value, done } = await read();
        const next = JSON.stringify(value);
        if (open && next !== last) {
          last = next;
          controller.enqueue(encoder.encode(`data: ${next}\n\n`));
        }
        if (done || Date.now() - started > MAX_STREAM_MS) close();
      };
      const fail = (error: unknown) => {
        logger().warn({ err: error, url: request.url }, "event stream stopped: reading its value failed");
        close();
      };
      void send().catch(fail);
      timer = setInterval(() => void send().catch(fail), POLL_MS);
      request.signal.addEventListener("abort", forget);
    },
    cancel() {
      forget();
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
