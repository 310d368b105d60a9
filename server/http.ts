import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { Config } from "../app/lib/config.server";
import { withoutSecrets } from "../app/lib/logger.server";
import type { Metrics } from "../app/lib/metrics.server";
import { RETRY_AFTER_SECONDS } from "../app/lib/outage.server";
import {
  answerAsPublicUrl,
  plainPage,
  privateUnlessSaid,
  refuseBadRequests,
  refuseCrossSiteWrites,
  warnAboutProxySettings,
} from "./request-guards";
import { pageCache, pagePath, type PageCacheOptions } from "./page-cache";

/** What the server needs from the app bundle (`server/app.ts`). */
export interface AppModule {
  requestHandler: express.Handler;
  renderPage: PageCacheOptions["render"];
  sharedPageVariant: PageCacheOptions["variant"];
  catalogueVersion: () => Promise<number>;
  /** Whether the database is out (lib/outage.server.ts), and the hook that notes an error that says so. */
  databaseOut: () => boolean;
  noteDatabaseError: (error: unknown) => void;
  prepareDatabase: () => Promise<{ migrated: string[]; seeded: boolean; demoAccounts: number }>;
  unreadiness: () => Promise<string[]>;
  closeDatabase: () => Promise<void>;
  /** Starts the background jobs; the function it returns stops them (and lets another instance take them). */
  startBackgroundJobs: () => () => Promise<void>;
  closeEventStreams: () => void;
  handlePaymentCallback: (req: express.Request, res: express.Response) => Promise<void>;
  handleRazorpayWebhook: (req: express.Request, res: express.Response) => Promise<void>;
  developmentRouter: () => Promise<express.Router>;
  setListeningUrl: (url: string) => void;
  publicOrigin: () => string;
  logger: () => Logger;
  /** React Router's pattern for a path ("/menu/:slug/:id"): what a request's measurements are labelled with. */
  routeOf: (pathname: string) => Promise<string>;
  metrics: Metrics;
}

export interface ServerOptions {
  /** Serves the browser's files: the built client in production, Vite's middlewares under `npm run dev`. */
  clientFiles: express.Handler;
  /** Runs after the server has stopped (closes Vite under `npm run dev`). */
  onClose?: () => Promise<void>;
  /** What `/metrics` answers: in a cluster's worker, every worker's (server/cluster.ts); unset, this process's. */
  metricsText?: () => Promise<string>;
}

/** Where React Router answers: every path no other handler took. */
const PAGES = "/{*path}";

/**
 * Times every answer and labels it with its route: the Express route that took it (`/healthz`, a payment
 * callback), else React Router's pattern for the path (a kept page, a refused request and a static file are
 * labelled like the page at that address, "/*" when there is none). Queries made meanwhile are logged
 * with the same route when slow.
 */
function measureRequests(app: AppModule): express.Handler {
  return (req, res, next) => {
    const started = performance.now();
    const route = () =>
      req.route && req.route.path !== PAGES ? Promise.resolve(String(req.route.path)) : app.routeOf(pagePath(req.path));
    res.once("finish", () => {
      const seconds = (performance.now() - started) / 1000;
      void route().then((label) =>
        app.metrics.requestDuration.observe({ method: req.method, route: label, status: res.statusCode }, seconds),
      );
    });
    app.metrics.duringRequest(route, next);
  };
}

/**
 * `/metrics` in Prometheus's text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`
 * (compared in constant time, as hashes of equal length); 401 for anyone else.
 */
function metricsEndpoint(token: string, text: () => Promise<string>, contentType: string): express.Handler {
  const expected = crypto.createHash("sha256").update(`Bearer ${token}`).digest();
  return async (req, res) => {
    const given = crypto
      .createHash("sha256")
      .update(req.get("Authorization") ?? "")
      .digest();
    if (!crypto.timingSafeEqual(given, expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
      return;
    }
    const body = await text();
    res.set("Cache-Control", "no-store").type(contentType).send(body);
  };
}

/**
 * What is done once before any request is served, however many processes then serve them: the database
 * migrated (and seeded when empty), and what the settings mean said in the log.
 */
export async function prepareToServe(settings: Config, app: AppModule): Promise<void> {
  const logger = app.logger();
  const started = Date.now();
  const prepared = await app.prepareDatabase();
  logger.info({ ...prepared, ms: Date.now() - started }, "database ready");
  if (prepared.seeded)
    logger.info("the database was empty: seeded the demo catalogue (SEED_DEMO_DATA=false turns this off)");
  const source = settings.sessionSecretSource;
  if (typeof source === "object") {
    logger.info(
      { file: source.file },
      source.created
        ? "SESSION_SECRET unset: generated a secret and stored it (owner-only)"
        : "SESSION_SECRET unset: using the stored secret",
    );
  }
  if (settings.APP_ENV === "development") {
    logger.warn(
      "DEVELOPMENT MODE (APP_ENV=development): test payment gateway, test Google provider, demo accounts and a fixed cookie secret are on; never serve customers like this",
    );
  }
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Builds the Express app (the middleware order is the security story) and listens; the database must have
 * been prepared (`prepareToServe`).
 */
export async function startServer(settings: Config, app: AppModule, options: ServerOptions): Promise<RunningServer> {
  const logger: Logger = app.logger();
  const viteDevServer = settings.NODE_ENV === "development";
  // Razorpay's checkout script, frames and hosted checkout form, allowed only when it is configured.
  const gateway = settings.RAZORPAY_KEY_ID
    ? {
        scripts: [new URL(settings.RAZORPAY_CHECKOUT_SCRIPT_URL).origin],
        api: [new URL(settings.RAZORPAY_API_URL).origin, new URL(settings.RAZORPAY_CHECKOUT_SCRIPT_URL).origin],
        images: ["https://*.razorpay.com"],
        styles: ["'unsafe-inline'"],
      }
    : { scripts: [], api: [], images: [], styles: [] };
  // The map tiles' server (MAP_TILES_URL), when an operator has one: its images only.
  const tileOrigins = settings.MAP_TILES_URL ? [new URL(settings.MAP_TILES_URL.replace(/[{}]/g, "")).origin] : [];
  const server = express();
  server.disable("x-powered-by");
  server.set("trust proxy", settings.TRUST_PROXY);
  server.use(measureRequests(app));
  if (settings.PUBLIC_URL) server.use(answerAsPublicUrl(settings.PUBLIC_URL));
  server.use(privateUnlessSaid);
  // Guests' shared pages already kept are answered first of all, as a static file would be (not logged one by one).
  const sharedPages = pageCache({
    seconds: viteDevServer ? 0 : settings.PAGE_CACHE_SECONDS,
    render: app.renderPage,
    variant: app.sharedPageVariant,
    origin: app.publicOrigin,
    version: app.catalogueVersion,
    counted: (result) => app.metrics.pageCacheLookups.inc({ result }),
  });
  server.use(sharedPages.serveKept);

  server.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => {
        const id = crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      // Thrown errors are logged with their cause where they are caught (handleError in entry.server);
      // here a 5xx answer (a gateway that did not answer, say) is a warning.
      customLogLevel: (_req, res, error) => (error ? "error" : res.statusCode >= 500 ? "warn" : "info"),
      // A 5xx answer without a thrown error gets no made-up error object (and stack) in its line.
      customErrorObject: (_req, _res, error, line) =>
        error.message.startsWith("failed with status code") ? { ...line, err: undefined } : line,
      customErrorMessage: (_req, res) => `request answered ${res.statusCode}`,
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: withoutSecrets(req.url) }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  server.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  server.use(
    helmet({
      // Vite's development server injects inline scripts and styles, so the policy applies to builds only.
      contentSecurityPolicy: viteDevServer
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'self'",
                ...gateway.scripts,
                (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
              ],
              styleSrc: ["'self'", ...gateway.styles],
              imgSrc: ["'self'", "data:", ...gateway.images, ...tileOrigins],
              fontSrc: ["'self'"],
              connectSrc: ["'self'", ...gateway.api],
              frameSrc: ["'self'", ...gateway.api],
              formAction: ["'self'", ...gateway.api],
              // The test payment gateway's checkout opens in a frame of our own pages.
              frameAncestors: ["'self'"],
              baseUri: ["'self'"],
              objectSrc: ["'none'"],
            },
          },
      // The browser default: 'no-referrer' would make form posts send `Origin: null`, which the
      // cross-site request check must refuse.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: settings.TRUST_PROXY || settings.PUBLIC_URL?.startsWith("https:") ? undefined : false,
      crossOriginEmbedderPolicy: false,
      // Google sign-in's popup must keep its opener to report back.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    }),
  );
  server.use(sharedPages.renderAndKeep);
  server.use(compression());
  // Payment callbacks come from the gateway's site and are authenticated by their signatures.
  server.post("/checkout/verify", express.urlencoded({ extended: false, limit: "16kb" }), (req, res, next) => {
    app.handlePaymentCallback(req, res).catch(next);
  });
  server.post("/webhooks/razorpay", express.text({ type: "*/*", limit: "1mb" }), (req, res, next) => {
    app.handleRazorpayWebhook(req, res).catch(next);
  });
  // The test gateway and test Google provider stand for other sites (JSON APIs, their own forms).
  if (settings.APP_ENV === "development") server.use(await app.developmentRouter());
  server.use(warnAboutProxySettings(settings));
  server.use(refuseBadRequests);
  server.use(refuseCrossSiteWrites);
  server.use(options.clientFiles);

  const stopBackgroundJobs = app.startBackgroundJobs();

  // Liveness: the process answers (a supervisor restarts it when it does not). Readiness: it can serve
  // customers now (a balancer sends traffic elsewhere while it cannot), said in the log when it changes.
  server.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  let wasReady = true;
  server.get("/readyz", async (_req, res) => {
    const reasons = await app.unreadiness();
    if (reasons.length > 0 && wasReady) logger.error({ reasons }, "not ready: traffic should go elsewhere");
    if (reasons.length === 0 && !wasReady) logger.info("ready again");
    wasReady = reasons.length === 0;
    res
      .status(wasReady ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(wasReady ? { status: "ready" } : { status: "not-ready", reasons });
  });
  if (settings.METRICS_TOKEN) {
    const text = options.metricsText ?? (() => app.metrics.registry.metrics());
    server.get("/metrics", metricsEndpoint(settings.METRICS_TOKEN, text, app.metrics.registry.contentType));
  }
  server.all(PAGES, app.requestHandler);
  server.use(
    (
      error: Error & { status?: number; type?: string },
      req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      app.noteDatabaseError(error);
      if (app.databaseOut()) {
        res.set("Retry-After", String(RETRY_AFTER_SECONDS));
        return plainPage(res, 503, "We can't reach our kitchen right now. Please try again in a moment.");
      }
      const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
      if (status === 500) req.log.error({ err: error }, "request failed");
      plainPage(
        res,
        status,
        status === 413
          ? "This form is too large to send."
          : status === 500
            ? "Something went wrong. Please try again."
            : "This request could not be understood.",
      );
    },
  );

  const listener = server.listen(settings.PORT, settings.HOST);
  // Idle connections outlive a proxy's (nginx keeps upstream ones 60 s): the proxy, not Node, closes them,
  // so it never sends a request on a connection Node is closing (a 502 on a checkout, operator audit O-6).
  listener.keepAliveTimeout = 65_000;
  listener.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    listener.once("listening", resolve);
    listener.once("error", reject);
  });
  const { port } = listener.address() as AddressInfo;
  const url = `http://${settings.HOST === "0.0.0.0" ? "localhost" : settings.HOST}:${port}`;
  app.setListeningUrl(url);
  const loopbackOnly = settings.HOST === "127.0.0.1" || settings.HOST === "localhost" || settings.HOST === "::1";
  if (settings.APP_ENV === "production" && !settings.PUBLIC_URL && !loopbackOnly) {
    logger.warn(
      { url },
      "PUBLIC_URL is not set: links in e-mails and Google's redirect use the listening address; set it to the address customers use",
    );
  }
  if (settings.APP_ENV === "production" && !settings.SMTP_URL) {
    logger.warn(
      { outbox: settings.OUTBOX_DIR },
      "SMTP_URL is not set: e-mails (verification codes, reset links) are only written to OUTBOX_DIR, never delivered; set SMTP_URL",
    );
  }
  if (settings.APP_ENV === "production" && settings.SMS_PROVIDER === "outbox") {
    logger.warn(
      { outbox: settings.SMS_OUTBOX_DIR },
      "SMS_PROVIDER is outbox: sign-in codes by SMS are only written to SMS_OUTBOX_DIR, never delivered; set SMS_PROVIDER to msg91 or twilio",
    );
  }
  if (settings.APP_ENV === "production" && (!settings.COMPANY_GSTIN || !settings.COMPANY_ADDRESS)) {
    logger.warn(
      "COMPANY_GSTIN or COMPANY_ADDRESS is not set: tax invoices are issued without the company's GSTIN or address; set both before invoicing for real",
    );
  }
  logger.info({ url, port, appEnv: settings.APP_ENV }, "listening");

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: no new connections, ending event streams, finishing requests in flight");
      const forced = setTimeout(() => listener.closeAllConnections(), settings.SHUTDOWN_TIMEOUT_MS);
      const stopped = new Promise<void>((resolve) => listener.close(() => resolve()));
      app.closeEventStreams();
      // Keep-alive connections become idle as their last response ends: close them as they do.
      const sweep = setInterval(() => listener.closeIdleConnections(), 100);
      listener.closeIdleConnections();
      await stopped;
      clearInterval(sweep);
      clearTimeout(forced);
      await stopBackgroundJobs();
      await options.onClose?.();
      await app.closeDatabase();
      logger.info("stopped");
    })();
    return closing;
  };
  return { url, close };
}

/** Stops the server cleanly on SIGTERM or SIGINT, then exits. */
export function stopOnSignals(running: RunningServer, logger: Logger) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "the server did not stop cleanly");
          process.exit(1);
        },
      );
    });
  }
}
