import type { DB } from "~/db/database.server";
import { rebuildSearchIndex } from "~/db/dialect.server";
import { generateCatalogue } from "./generate-catalogue";
import { refreshReviewedRatings } from "~/features/reviews/reviews.server";

/** Rows per INSERT: keeps each statement well under SQLite's bound-parameter limit. */
const BATCH = 400;

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/** Replaces the catalogue with the deterministic demo catalogue, in one transaction. */
export async function seedCatalogue(database: DB): Promise<{ restaurants: number; products: number }> {
  const catalogue = generateCatalogue();
  await database.transaction().execute(async (trx) => {
    await trx.deleteFrom("restaurant_hours").execute();
    await trx.deleteFrom("restaurant_categories").execute();
    await trx.deleteFrom("product_options").execute();
    await trx.deleteFrom("product_option_groups").execute();
    await trx.deleteFrom("products").execute();
    await trx.deleteFrom("restaurants").execute();
    await trx.deleteFrom("categories").execute();
    await trx.deleteFrom("cities").execute();
    await insertInBatches(catalogue.cities, (rows) => trx.insertInto("cities").values(rows).execute());
    await insertInBatches(catalogue.categories, (rows) => trx.insertInto("categories").values(rows).execute());
    await insertInBatches(catalogue.restaurants, (rows) => trx.insertInto("restaurants").values(rows).execute());
    await insertInBatches(catalogue.restaurantCategories, (rows) =>
      trx.insertInto("restaurant_categories").values(rows).execute(),
    );
    await insertInBatches(catalogue.products, (rows) => trx.insertInto("products").values(rows).execute());
    await insertInBatches(catalogue.optionGroups, (rows) =>
      trx.insertInto("product_option_groups").values(rows).execute(),
    );
    await insertInBatches(catalogue.options, (rows) => trx.insertInto("product_options").values(rows).execute());
    await insertInBatches(catalogue.hours, (rows) => trx.insertInto("restaurant_hours").values(rows).execute());
    await rebuildSearchIndex(trx);
    await refreshReviewedRatings(trx);
  });
  return { restaurants: catalogue.restaurants.length, products: catalogue.products.length };
}

export async function isCatalogueEmpty(database: DB): Promise<boolean> {
  const row = await database
    .selectFrom("cities")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}
