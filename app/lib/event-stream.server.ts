const POLL_MS = 2000;
const MAX_STREAM_MS = 10 * 60 * 1000;

/**
 * A Server-Sent Events response that reads a value every 2 s and sends it whenever it changes
 * (compared as JSON), until `read` says it is done, the client leaves, or ten minutes pass (the
 * browser's EventSource reconnects by itself).
 */
export function pollingEventStream(request: Request, read: () => Promise<{ value: unknown; done: boolean }>): Response {
  const encoder = new TextEncoder();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let last = "";
      let open = true;
      const started = Date.now();
      const close = () => {
        clearInterval(timer);
        if (!open) return;
        open = false;
        controller.close();
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
      void send().catch(close);
      timer = setInterval(() => void send().catch(close), POLL_MS);
      request.signal.addEventListener("abort", () => {
        open = false;
        clearInterval(timer);
      });
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
