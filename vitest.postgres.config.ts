import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

/**
 * The integration tests that run in-process, against PostgreSQL (`npm run test:postgres`, in a throwaway
 * cluster: scripts/support/postgres-cluster.ts). The suites that start servers run on SQLite for now, and
 * so does the payment model's random sequences: on PostgreSQL about one run in five ends with a cart
 * started after the order emptied, a race still to be found (issue 18's note).
 */
// Read by the global setup (tests/support/vitest-global-setup.ts), which runs in this process.
process.env.TEST_DATABASE = "postgres";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "tests/integration/{accounts,admin,cart-addresses,catalogue-routes,content-support,database-schema,favourites,location-geocoder,location-routes,orders,order-changes,reviews,payment-model,job-lease,multi-instance,db-copy}.test.ts",
    ],
  },
});
