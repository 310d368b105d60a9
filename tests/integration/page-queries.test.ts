import { describe, expect, it } from "vitest";
import { keepSessionAlive } from "~/features/accounts/session.server";
import { metrics } from "~/lib/metrics.server";
import * as root from "~/root";
import * as cartPage from "~/routes/cart/cart";
import * as profileLayout from "~/routes/profile/layout";
import * as orderPage from "~/routes/profile/order";
import * as ordersPage from "~/routes/profile/orders";
import { checkout, readyToOrder } from "../support/orders";
import { routeArgs, type RouteArgs } from "../support/route-args";

/**
 * How many queries a signed-in customer's busiest pages cost (issue 30): the root's loader, the page's
 * layouts and loader, and the session's sliding expiry, as one request runs them. The numbers are
 * those after the session came to be read once per request (2–4 reads before); a change that adds a query
 * to these pages fails here and should say why it needs one.
 */
const MOST_QUERIES = { cart: 10, orders: 8, order: 8 };

async function queriesRun(): Promise<number> {
  const metric = await metrics.registry.getSingleMetric("cravings_db_query_duration_seconds")!.get();
  // A histogram's values are its buckets, sum and count; the counts add up to the queries run.
  const counts = metric.values.filter((value) => "metricName" in value && String(value.metricName).endsWith("_count"));
  return counts.reduce((sum, value) => sum + value.value, 0);
}

type Loader = (args: RouteArgs<Record<string, string>>) => Promise<unknown>;

async function queriesFor(url: string, params: Record<string, string>, cookie: string, loaders: Loader[]) {
  const args = await routeArgs(url, params, { cookie });
  const before = await queriesRun();
  await Promise.all(loaders.map((loader) => loader(args)));
  await keepSessionAlive(args.request, args.context, new Headers());
  return (await queriesRun()) - before;
}

describe("queries a signed-in page runs", () => {
  it("stay within today's count on the cart, the orders list and an order's page", async () => {
    const customer = await readyToOrder();
    const cookie = customer.jar.header();
    const counts = {
      cart: await queriesFor("/cart", {}, cookie, [root.loader, cartPage.loader] as Loader[]),
      orders: 0,
      order: 0,
    };
    const placed = await checkout(customer.jar, "page-queries");
    const id = /\/profile\/orders\/(\w+)$/.exec(placed.location ?? "")![1]!;
    counts.orders = await queriesFor("/profile/orders", {}, cookie, [
      root.loader,
      profileLayout.loader,
      ordersPage.loader,
    ] as Loader[]);
    counts.order = await queriesFor(`/profile/orders/${id}`, { id }, cookie, [
      root.loader,
      profileLayout.loader,
      orderPage.loader,
    ] as Loader[]);
    for (const page of ["cart", "orders", "order"] as const)
      expect(counts[page], `queries on the ${page} page`).toBeLessThanOrEqual(MOST_QUERIES[page]);
  });
});
