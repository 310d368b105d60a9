import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import type { Config } from "../app/lib/config.server";
import { prepareToServe, startServer, stopOnSignals, type AppModule, type ServerOptions } from "./http";

/**
 * `npm start` on every core (docs/decisions/0029-cluster-and-metrics.md): with WEB_CONCURRENCY above 1 a
 * primary process prepares the database once, then runs that many workers, each the whole server on the
 * shared port (node:cluster hands connections out in turn). The primary serves nothing: it replaces a
 * worker that dies (after a back-off that doubles with each quick failure), drains them all on SIGTERM or
 * SIGINT, and adds up their metrics when a worker's `/metrics` asks.
 */

/** The first replacement waits this long; each further one soon after doubles it, up to BACKOFF_MAX_MS. */
const BACKOFF_FIRST_MS = 250;
const BACKOFF_MAX_MS = 30_000;
/** A worker that ran this long died of something new: the back-off starts again from BACKOFF_FIRST_MS. */
const STEADY_MS = 60_000;
/** How long the primary waits for drained workers beyond their own SHUTDOWN_TIMEOUT_MS before killing them. */
const STOP_GRACE_MS = 5_000;
const ANSWER_WITHIN_MS = 5_000;

/** Questions over the cluster's IPC channel: a worker asks the primary for everyone's metrics, the primary asks each worker for its own. */
type Question = "cluster-metrics" | "worker-metrics";
type Message =
  | { type: "cravings:ask"; id: number; question: Question }
  | { type: "cravings:answer"; id: number; value?: unknown; error?: string };

/** One end of the IPC channel: the primary's handle on a worker, or a worker's own process. */
interface Channel {
  send: (message: Message) => void;
  on: (event: "message", listener: (message: Message) => void) => void;
  off: (event: "message", listener: (message: Message) => void) => void;
}

const toPrimary: Channel = {
  send: (message) => process.send?.(message),
  on: (event, listener) => process.on(event, listener),
  off: (event, listener) => process.off(event, listener),
};

let asked = 0;

function ask(channel: Channel, question: Question): Promise<unknown> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const listen = (message: Message) => {
      if (message.type !== "cravings:answer" || message.id !== id) return;
      settle();
      if (message.error === undefined) resolve(message.value);
      else reject(new Error(message.error));
    };
    const timer = setTimeout(() => {
      settle();
      reject(new Error(`no answer to ${question} within ${ANSWER_WITHIN_MS} ms`));
    }, ANSWER_WITHIN_MS);
    const settle = () => {
      clearTimeout(timer);
      channel.off("message", listen);
    };
    channel.on("message", listen);
    channel.send({ type: "cravings:ask", id, question });
  });
}

function answer(channel: Channel, question: Question, reply: () => Promise<unknown>): void {
  channel.on("message", (message) => {
    if (message.type !== "cravings:ask" || message.question !== question) return;
    reply().then(
      (value) => channel.send({ type: "cravings:answer", id: message.id, value }),
      (error: unknown) => channel.send({ type: "cravings:answer", id: message.id, error: String(error) }),
    );
  });
}

/** Runs the server: alone with WEB_CONCURRENCY=1, else as this cluster's primary or one of its workers. */
export async function serve(settings: Config, app: AppModule, entry: string, options: ServerOptions): Promise<void> {
  if (settings.WEB_CONCURRENCY === 1) {
    await prepareToServe(settings, app);
    stopOnSignals(await startServer(settings, app, options), app.logger());
  } else if (cluster.isPrimary) {
    await runPrimary(settings, app, entry);
  } else {
    answer(toPrimary, "worker-metrics", () => app.metrics.registry.getMetricsAsJSON());
    const metricsText = async () => String(await ask(toPrimary, "cluster-metrics"));
    stopOnSignals(await startServer(settings, app, { ...options, metricsText }), app.logger());
  }
}

async function runPrimary(settings: Config, app: AppModule, entry: string): Promise<void> {
  const logger = app.logger();
  await prepareToServe(settings, app);
  await app.closeDatabase();

  const alive = new Map<Worker, { startedAt: number; listening: boolean }>();
  let anyListened = false;
  let quickFailures = 0;
  let stopping = false;
  let exitCode = 0;

  /** Every listening worker's metrics, added up (counters and histograms summed, event-loop lag averaged). */
  const clusterMetrics = async () => {
    const listening = [...alive].filter(([worker, state]) => state.listening && worker.isConnected());
    const answers = await Promise.all(listening.map(([worker]) => ask(worker, "worker-metrics")));
    return AggregatorRegistry.aggregate(answers as Parameters<typeof AggregatorRegistry.aggregate>[0]).metrics();
  };

  const fork = () => {
    const worker = cluster.fork();
    alive.set(worker, { startedAt: Date.now(), listening: false });
    answer(worker, "cluster-metrics", clusterMetrics);
  };

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    logger.info({ workers: alive.size }, "stopping: each worker finishes the requests in flight");
    if (alive.size === 0) process.exit(exitCode);
    for (const worker of alive.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      logger.error({ workers: alive.size }, "workers still running after the shutdown timeout: killing them");
      for (const worker of alive.keys()) worker.process.kill("SIGKILL");
    }, settings.SHUTDOWN_TIMEOUT_MS + STOP_GRACE_MS).unref();
  };

  cluster.on("listening", (worker) => {
    const state = alive.get(worker);
    if (state) state.listening = true;
    anyListened = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const startedAt = alive.get(worker)?.startedAt ?? Date.now();
    alive.delete(worker);
    if (stopping) {
      // A worker installs its SIGTERM handler in the tick it starts listening, so one the signal itself ended was
      // still starting (whether or not its "listening" message reached us yet): it served nothing.
      const endedWhileStarting = signal === "SIGTERM";
      if (code !== 0 && !endedWhileStarting) {
        logger.error({ worker: worker.process.pid, exitCode: code, signal }, "a worker did not stop cleanly");
        exitCode = 1;
      }
      if (alive.size === 0) {
        logger.info("stopped");
        process.exit(exitCode);
      }
      return;
    }
    // Not `code`: the log redacts fields of that name (verification codes).
    const exit = { worker: worker.process.pid, exitCode: code, signal };
    if (!anyListened) {
      logger.error(exit, "a worker failed to start: stopping");
      stop(1);
      return;
    }
    if (Date.now() - startedAt >= STEADY_MS) quickFailures = 0;
    const delayMs = Math.min(BACKOFF_FIRST_MS * 2 ** quickFailures, BACKOFF_MAX_MS);
    quickFailures++;
    logger.error({ ...exit, restartInMs: delayMs }, "a worker stopped unexpectedly: starting another");
    setTimeout(() => {
      if (!stopping) fork();
    }, delayMs);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stop(0));

  cluster.setupPrimary({ exec: entry, args: [] });
  logger.info({ workers: settings.WEB_CONCURRENCY }, "starting workers");
  for (let i = 0; i < settings.WEB_CONCURRENCY; i++) fork();
}
