import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

/**
 * The integration tests against PostgreSQL (`npm run test:postgres`, in a throwaway
 * cluster: scripts/support/postgres-cluster.ts). The suites that start servers give each server a new, empty
 * database in that cluster (tests/support/test-databases.ts), which it migrates and seeds as on a first start.
 */
// Read by the global setup (tests/support/vitest-global-setup.ts), which runs in this process.
process.env.TEST_DATABASE = "postgres";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "tests/integration/{dispatch,rider-trips,rider-calls,mobile-sign-in,cluster,metrics,accounts,admin,cart-addresses,catalogue-routes,content-support,database-schema,favourites,location-geocoder,location-routes,orders,order-changes,reviews,payment-model,job-lease,multi-instance,simultaneous-start,database-outage,migration-rollback,db-copy,server,payments,account-security,operator-commands,page-cache,language,opening-hours,scheduled-orders,delivery-distance,dish-options,form-limits,restore-drill,invoices,payouts,order-mails,partners}.test.ts",
    ],
  },
});
