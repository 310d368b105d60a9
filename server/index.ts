import crypto from "node:crypto";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import { ConfigError, parseConfig, type Config } from "../app/lib/config.server";

type AppModule = typeof import("./app");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Every request that can change state (anything but GET, HEAD and OPTIONS) must come from our own
 * pages: refused with 403 when Sec-Fetch-Site says cross-site or the Origin is another site, before
 * any route code runs.
 */
function refuseCrossSiteWrites(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const fetchSite = req.get("Sec-Fetch-Site");
  const origin = req.get("Origin");
  let crossSite = fetchSite === "cross-site" || origin === "null";
  if (!crossSite && origin) {
    try {
      crossSite = new URL(origin).host !== req.get("Host");
    } catch {
      crossSite = true;
    }
  }
  if (!crossSite) return next();
  res.status(403).type("text/plain").send("Cross-site requests are not allowed.");
}

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

/** Builds the Express app (the middleware order is the security story), prepares the database and listens. */
export async function startServer(settings: Config): Promise<RunningServer> {
  const development = process.env.NODE_ENV === "development";
  // Razorpay's checkout script, frames and hosted checkout form, allowed only when it is configured.
  const gateway = settings.RAZORPAY_KEY_ID
    ? {
        scripts: [new URL(settings.RAZORPAY_CHECKOUT_SCRIPT_URL).origin],
        api: [new URL(settings.RAZORPAY_API_URL).origin, new URL(settings.RAZORPAY_CHECKOUT_SCRIPT_URL).origin],
        images: ["https://*.razorpay.com"],
        styles: ["'unsafe-inline'"],
      }
    : { scripts: [], api: [], images: [], styles: [] };
  const logger = pino({ level: settings.LOG_LEVEL });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", settings.TRUST_PROXY);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
      serializers: {
        req: (req) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      // Vite's development server injects inline scripts and styles, so the policy applies to builds only.
      contentSecurityPolicy: development
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", ...gateway.scripts, (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
              styleSrc: ["'self'", ...gateway.styles],
              imgSrc: ["'self'", "data:", ...gateway.images],
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
      strictTransportSecurity: settings.TRUST_PROXY ? undefined : false,
      crossOriginEmbedderPolicy: false,
      // Google sign-in's popup must keep its opener to report back.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    }),
  );
  app.use(compression());
  // Payment callbacks come from the gateway's site and are authenticated by their signatures.
  app.post("/checkout/verify", express.urlencoded({ extended: false, limit: "16kb" }), (req, res, next) => {
    appModule.handlePaymentCallback(req, res).catch(next);
  });
  app.post("/webhooks/razorpay", express.text({ type: "*/*", limit: "1mb" }), (req, res, next) => {
    appModule.handleRazorpayWebhook(req, res).catch(next);
  });
  app.use(refuseCrossSiteWrites);

  let appModule: AppModule;
  let closeVite = async () => {};
  if (development) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    appModule = (await viteServer.ssrLoadModule("./server/app.ts")) as AppModule;
    closeVite = () => viteServer.close();
  } else {
    const clientDir = path.join(root, "build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1d" }));
    appModule = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as AppModule;
  }

  const started = Date.now();
  const prepared = await appModule.prepareDatabase();
  logger.info({ ...prepared, ms: Date.now() - started }, "database ready");
  const stopOrderClock = appModule.startOrderClock();

  app.get("/healthz", async (_req, res) => {
    const reachable = await appModule.isDatabaseReachable();
    res.status(reachable ? 200 : 503).set("Cache-Control", "no-store").json({ status: reachable ? "ok" : "unavailable" });
  });
  app.all("/{*path}", appModule.requestHandler);

  const server = app.listen(settings.PORT, settings.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${settings.HOST === "0.0.0.0" ? "localhost" : settings.HOST}:${port}`;
  logger.info({ url, port }, "listening");

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info("shutting down: no new connections, finishing requests in flight");
      const forced = setTimeout(() => server.closeAllConnections(), settings.SHUTDOWN_TIMEOUT_MS);
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await stopped;
      clearTimeout(forced);
      stopOrderClock();
      await closeVite();
      await appModule.closeDatabase();
      logger.info("stopped");
    })();
    return closing;
  };
  return { url, close };
}

async function main() {
  let settings: Config;
  try {
    settings = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await startServer(settings);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
