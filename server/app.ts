import { createRequestHandler } from "@react-router/express";
import type { Request, Response } from "express";
import "react-router";
import { closeDatabase, db, isDatabaseReachable } from "~/db/database.server";
import { migrateToLatest } from "~/db/migrate.server";
import { isCatalogueEmpty, seedCatalogue } from "~/db/seed/seed.server";
import { ensureDemoAccounts } from "~/features/accounts/demo-accounts.server";
import { config } from "~/lib/config.server";

/**
 * The server bundle's entry: the React Router request handler and the database lifecycle, built
 * together with the routes so both use the same database connection.
 */
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    clientIp: string | undefined;
  }
}

export const requestHandler = createRequestHandler({
  build: () => import("virtual:react-router/server-build"),
  getLoadContext: (req: Request, res: Response) => ({
    cspNonce: String(res.locals.cspNonce ?? ""),
    clientIp: req.ip,
  }),
});

/**
 * Applies migrations; on an empty database seeds the demo catalogue; outside production makes sure
 * the demo accounts exist.
 */
export async function prepareDatabase(): Promise<{ migrated: string[]; seeded: boolean; demoAccounts: number }> {
  const migrated = await migrateToLatest(db());
  const seeded = config().SEED_DEMO_DATA && (await isCatalogueEmpty(db()));
  if (seeded) await seedCatalogue(db());
  const demoAccounts = config().SEED_DEMO_DATA && config().APP_ENV !== "production" ? await ensureDemoAccounts() : 0;
  return { migrated, seeded, demoAccounts };
}

export { startOrderClock } from "~/features/orders/order-clock.server";
export { handlePaymentCallback, handleRazorpayWebhook } from "~/features/payments/callbacks.server";
export { closeDatabase, isDatabaseReachable };
