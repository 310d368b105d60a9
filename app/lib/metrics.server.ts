import { AsyncLocalStorage } from "node:async_hooks";
import type { LogEvent } from "kysely";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { config } from "./config.server";
import { logger } from "./logger.server";

/**
 * What an operator scrapes at `/metrics` (docs/decisions/0029-cluster-and-metrics.md): this process's
 * measurements in one registry, with Node's own (event-loop lag, memory, GC) beside the shop's. Under the
 * cluster each worker keeps its own and the primary adds them up (server/cluster.ts).
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Request durations by React Router's route pattern (never the raw address, which would grow without end). */
const requestDuration = new Histogram({
  name: "cravings_http_request_duration_seconds",
  help: "Time to answer a request, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const queryDuration = new Histogram({
  name: "cravings_db_query_duration_seconds",
  help: "Time a database query took, by its kind (select, insert, update, delete, other) and outcome",
  labelNames: ["operation", "outcome"] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [registry],
});

const openEventStreams = new Gauge({
  name: "cravings_event_streams_open",
  help: "Server-sent event streams open now (live order pages and boards)",
  registers: [registry],
});

const pageCacheLookups = new Counter({
  name: "cravings_page_cache_lookups_total",
  help: "Guests' shared pages asked for, by whether a kept copy answered (hit) or the page was rendered (miss)",
  labelNames: ["result"] as const,
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: "cravings_orders_placed_total",
  help: "Orders placed, by payment method (cash on delivery or online)",
  labelNames: ["payment"] as const,
  registers: [registry],
});

const paymentOutcomes = new Counter({
  name: "cravings_payment_outcomes_total",
  help: "Payment attempts moved to a state (captured, failed, expired, refunded…)",
  labelNames: ["state"] as const,
  registers: [registry],
});

const jobRuns = new Counter({
  name: "cravings_background_job_runs_total",
  help: "Runs of the background jobs (payment sweep, request-limit pruning, demo order clock), by outcome",
  labelNames: ["job", "outcome"] as const,
  registers: [registry],
});

/** The route of the request being answered, for the slow-query log; unset outside requests. */
const requestRoute = new AsyncLocalStorage<() => Promise<string>>();

/** The first word of a statement, lower-cased: a label with a handful of values. */
function operationOf(sqlText: string): string {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase();
  return word === "select" || word === "insert" || word === "update" || word === "delete" ? word : "other";
}

/**
 * Kysely's `log`: every query's duration, and a query slower than SLOW_QUERY_MS logged as a warning with
 * the route it ran for and its SQL (placeholders, never the parameters' values).
 */
export async function observeQuery(event: LogEvent): Promise<void> {
  const { sql } = event.query;
  queryDuration.observe(
    { operation: operationOf(sql), outcome: event.level === "query" ? "ok" : "error" },
    event.queryDurationMillis / 1000,
  );
  if (event.queryDurationMillis <= config().SLOW_QUERY_MS) return;
  const route = await requestRoute.getStore()?.();
  logger().warn({ ms: Math.round(event.queryDurationMillis), route: route ?? null, sql }, "slow query");
}

/** Runs `next` (the rest of a request's handling) with `route` as the answer to which route its queries ran for. */
function duringRequest(route: () => Promise<string>, next: () => void): void {
  requestRoute.run(route, next);
}

/**
 * Runs one pass of a background job, counted by outcome; a failure is logged with `failure` as its message
 * (the job runs again at its next turn).
 */
export async function runJob(job: string, failure: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
    jobRuns.inc({ job, outcome: "ok" });
  } catch (error) {
    jobRuns.inc({ job, outcome: "failed" });
    logger().error({ err: error, job }, failure);
  }
}

/** The measurements the features record, and what the server reads. */
export const metrics = {
  registry,
  requestDuration,
  openEventStreams,
  pageCacheLookups,
  ordersPlaced,
  paymentOutcomes,
  duringRequest,
};

export type Metrics = typeof metrics;
