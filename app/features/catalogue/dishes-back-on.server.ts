import { db, type DB } from "~/db/database.server";
import { runJob } from "~/lib/metrics.server";
import { catalogueChanged } from "./catalogue-version.server";

/**
 * Switches back on every dish and option switched off "for today" whose time (`available_again_at`) has
 * come, and makes the pages kept for guests again when any did; how many it switched on.
 */
export async function switchDishesBackOn(now = new Date(), executor: DB = db()): Promise<number> {
  let switched = 0;
  for (const table of ["products", "product_options"] as const) {
    const result = await executor
      .updateTable(table)
      .set({ available: 1, available_again_at: null })
      .where("available_again_at", "<=", now.toISOString())
      .executeTakeFirst();
    switched += Number(result.numUpdatedRows);
  }
  if (switched > 0) await catalogueChanged();
  return switched;
}

/** Runs `switchDishesBackOn` every minute; returns its stop function. */
export function startDishesBackOn(): () => void {
  const timer = setInterval(
    () => void runJob("dishes-back-on", "could not switch dishes back on", () => switchDishesBackOn()),
    60_000,
  );
  return () => clearInterval(timer);
}
