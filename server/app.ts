import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import {
  createRequestHandler as createFetchHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { closeDatabase, db, oneAtATime, unreadiness } from "~/db/database.server";
import { databaseOut, noteDatabaseError } from "~/lib/outage.server";
import { migrateDown, migrateToLatest, NewerDatabaseError } from "~/db/migrate.server";
import { isCatalogueEmpty, seedCatalogue } from "~/features/catalogue/seed/seed.server";
import { ensureDemoAccounts } from "~/features/accounts/demo-accounts.server";
import { config, ConfigError, isDevelopment, isPostgresUrl } from "~/lib/config.server";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics.server";
import { routerContext, type RequestFacts } from "~/lib/request-context.server";
import { publicHref, publicOrigin, setListeningUrl } from "~/lib/public-url.server";
import { startOrderClock } from "~/features/orders/order-clock.server";
import { startSimulatedFleet } from "~/features/delivery/simulated-fleet.server";
import { startAcceptTimeouts } from "~/features/orders/restaurant-orders.server";
import { startDishesBackOn } from "~/features/catalogue/dishes-back-on.server";
import { ensureDemoPartners } from "~/features/partners/demo-partners.server";
import { startPaymentSweeper } from "~/features/payments/payment-sweeper.server";
import { startDispatcher } from "~/features/delivery/dispatch.server";
import { startPruningRequestLimits } from "~/features/accounts/request-limits.server";
import { readSession } from "~/features/accounts/session.server";
import { answerCheckout } from "~/features/payments/verification.server";
import { handleWebhook } from "~/features/payments/webhooks.server";
import { ENHANCED_FIELD } from "~/lib/enhanced";
import { closeEventStreams } from "~/lib/event-stream.server";
import { catalogueVersion } from "~/features/catalogue/catalogue-version.server";
import { sharedPageVariant } from "~/features/shell/shared-page.server";
import type { AppModule } from "./http";
import { builtClientFiles } from "./static-files";
import { serve } from "./cluster";
import { whileHoldingLease } from "~/features/jobs/job-lease.server";

// The server bundle's entry (`build/server/index.js`): the React Router request handler, the
// database lifecycle and the production `main`, built together with the routes so everything shares
// one module graph (one database connection, one configuration, one logger).

/**
 * The built routes. Production hands React Router the build itself, so it derives its route tables once
 * rather than on every request; development hands it a function, so an edited route is reloaded.
 */
const serverBuild = import.meta.env.DEV
  ? () => import("virtual:react-router/server-build")
  : await import("virtual:react-router/server-build");

export const requestHandler = createRequestHandler({
  build: serverBuild,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) =>
    routerContext({ cspNonce: String(res.locals.cspNonce ?? ""), clientIp: req.ip, requestId: String(req.id ?? "") }),
});

const fetchHandler = createFetchHandler(serverBuild, process.env.NODE_ENV);

/** Renders a page for the shared page cache (`server/page-cache.ts`), as a web Response to keep. */
function renderPage(request: Request, facts: RequestFacts): Promise<Response> {
  return fetchHandler(request, routerContext(facts));
}

/** The build's routes as a tree `matchRoutes` takes, made once per build. */
const routeTrees = new WeakMap<ServerBuild["routes"], RouteObject[]>();

function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route) => route?.parentId === parentId)
    .map(
      (route) => ({ path: route!.path, index: route!.index, children: routeTree(routes, route!.id) }) as RouteObject,
    );
}

/** Patterns of paths already matched, so a busy page is matched once, not on every request (at most ROUTES_KEPT). */
const routesOfPaths = new Map<string, string>();
const ROUTES_KEPT = 5_000;

/** The pattern of the routes that answer `pathname` ("/menu/:slug/:id"; "/*" for an address no page has). */
async function routeOf(pathname: string): Promise<string> {
  const known = routesOfPaths.get(pathname);
  if (known) return known;
  const { routes } = typeof serverBuild === "function" ? await serverBuild() : serverBuild;
  let tree = routeTrees.get(routes);
  if (!tree) routeTrees.set(routes, (tree = routeTree(routes)));
  const paths = (matchRoutes(tree, pathname) ?? []).map((match) => match.route.path).filter(Boolean);
  const pattern = `/${paths.join("/")}`.replace(/\/+/g, "/");
  if (routesOfPaths.size >= ROUTES_KEPT) routesOfPaths.clear();
  routesOfPaths.set(pathname, pattern);
  return pattern;
}

/**
 * Applies migrations; on an empty database seeds the demo catalogue (unless SEED_DEMO_DATA=false);
 * in development makes sure the demo accounts and the default city's demo partners exist.
 */
export function prepareDatabase(): Promise<{ migrated: string[]; seeded: boolean; demoAccounts: number }> {
  return oneAtATime(async () => {
    const migrated = await migrateToLatest(db());
    const seeded = config().SEED_DEMO_DATA && (await isCatalogueEmpty(db()));
    if (seeded) await seedCatalogue(db());
    const demoAccounts = isDevelopment() ? (await ensureDemoAccounts()) + (await ensureDemoPartners()) : 0;
    return { migrated, seeded, demoAccounts };
  });
}

/** The test payment gateway and test Google provider; mounted only with APP_ENV=development. */
export async function developmentRouter() {
  return (await import("./development/router")).developmentRouter();
}

/**
 * The payment sweeper (expiry, re-verification), the pruning of spent request limits, the cancelling of orders
 * no restaurant partner accepted in time, dishes switched off for today coming back on, dispatch (offering
 * cooking orders to riders) and, in development,
 * the demo order clock and its simulated riders, run by the one
 * instance holding their lease (features/jobs/job-lease.server.ts); returns a stop function that releases it.
 */
function startBackgroundJobs(): () => Promise<void> {
  return whileHoldingLease("background-jobs", () => {
    const stops = [
      startPaymentSweeper(),
      startOrderClock(),
      startPruningRequestLimits(),
      startAcceptTimeouts(),
      startDishesBackOn(),
      startDispatcher(),
      startSimulatedFleet(),
    ];
    return () => stops.forEach((stop) => stop());
  });
}

/**
 * POST /checkout/verify: the checkout's answer. Handled before React Router and the cross-site check,
 * because Razorpay's hosted checkout posts it from its own site (without our Lax session cookie); the
 * HMAC signature over our stored gateway order id is what authenticates it (`answerCheckout`). The
 * modal's handler (JavaScript) is told the outcome; a plain form goes on to the result or attempt page.
 */
export async function handlePaymentCallback(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const body = (req.body ?? {}) as Record<string, string | undefined>;
  const session = await readSession(
    new Request(publicHref(req.originalUrl), { headers: { Cookie: req.get("Cookie") ?? "" } }),
  );
  const { outcome, redirectTo } = await answerCheckout(body, session?.user.id ?? null);
  if (body[ENHANCED_FIELD] === "1") {
    res.status(outcome.kind === "refused" ? 400 : 200).json({ status: outcome.kind });
    return;
  }
  res.redirect(303, redirectTo);
}

/** POST /webhooks/razorpay: answered fast; the raw body is what the signature covers. */
export async function handleRazorpayWebhook(req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const rawBody = typeof req.body === "string" ? req.body : "";
  const outcome = await handleWebhook(
    rawBody,
    req.get("X-Razorpay-Signature") ?? "",
    req.get("X-Razorpay-Event-Id") ?? "",
  );
  res.status(outcome === "bad-signature" ? 400 : 200).json({ status: outcome });
}

/** What `server/http.ts` runs. */
export const app: AppModule = {
  requestHandler,
  renderPage,
  sharedPageVariant,
  catalogueVersion,
  databaseOut,
  noteDatabaseError,
  prepareDatabase,
  unreadiness,
  closeDatabase,
  startBackgroundJobs,
  closeEventStreams,
  handlePaymentCallback,
  handleRazorpayWebhook,
  developmentRouter,
  setListeningUrl,
  publicOrigin,
  logger,
  routeOf,
  metrics,
};

/** The operator's commands (`scripts/run.mjs`), run from the same build. */
export { backupDatabase, backupIntoFolder, BackupError, restoreDatabase } from "~/db/backup.server";
export { copyDatabase, CopyError } from "~/db/copy.server";
export { makeAdmin } from "~/features/accounts/admin-accounts.server";
export { invitePartner, inviteLink } from "~/features/partners/partners.server";
export { inviteRider, riderInviteLink } from "~/features/delivery/riders.server";
export {
  config,
  ConfigError,
  isPostgresUrl,
  migrateToLatest,
  migrateDown,
  seedCatalogue,
  db,
  closeDatabase,
  oneAtATime,
};

/**
 * Files the server and the operator's commands create (the database and its journal, the outbox's mails
 * with their reset links, backups) are the server's user's alone: 0600, folders 0700.
 */
export function keepFilesPrivate() {
  process.umask(0o077);
}

/** `npm start` (through scripts/run.mjs) or `node build/server/index.js`: the server, from the build. */
export async function main() {
  keepFilesPrivate();
  let settings;
  try {
    settings = config();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const entry = fileURLToPath(import.meta.url);
  try {
    await serve(settings, app, entry, { clientFiles: builtClientFiles(path.join(path.dirname(entry), "../client")) });
  } catch (error) {
    // A rollback onto a database the newer release contracted: said plainly, not as a stack.
    if (!(error instanceof NewerDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await main();
}
