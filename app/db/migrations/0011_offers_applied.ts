import type { Kysely } from "kysely";

/**
 * Restaurant offers become rules checkout applies (they were display text only), and orders keep
 * what each offer took off. Existing offer texts are read into the rule columns once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ["offer_percent", "offer_flat_paise", "offer_min_subtotal_paise", "offer_max_discount_paise"]) {
    await db.schema.alterTable("restaurants").addColumn(column, "integer").execute();
  }
  const rows = await db
    .selectFrom("restaurants")
    .select(["id", "offer_text"])
    .where("offer_text", "is not", null)
    .execute();
  const rupees = (value: string | undefined) => Number(value ?? 0) * 100;
  for (const row of rows as { id: string; offer_text: string }[]) {
    const percent = /^(\d+)% OFF up to ₹(\d+)$/.exec(row.offer_text);
    const flat = /^Flat ₹(\d+) OFF above ₹(\d+)$/.exec(row.offer_text);
    const freeAbove = /^Free delivery above ₹(\d+)$/.exec(row.offer_text);
    const values = percent
      ? { offer_type: "discount", offer_percent: Number(percent[1]), offer_max_discount_paise: rupees(percent[2]) }
      : flat
        ? { offer_type: "discount", offer_flat_paise: rupees(flat[1]), offer_min_subtotal_paise: rupees(flat[2]) }
        : freeAbove
          ? { offer_type: "free_delivery", offer_min_subtotal_paise: rupees(freeAbove[1]) }
          : row.offer_text === "Free delivery"
            ? { offer_type: "free_delivery", offer_min_subtotal_paise: 0 }
            : row.offer_text === "Buy 1 Get 1 Free"
              ? { offer_type: "bogo" }
              : { offer_type: null };
    await db.updateTable("restaurants").set(values).where("id", "=", row.id).execute();
  }
  await db.schema.alterTable("restaurants").dropColumn("offer_text").execute();

  await db.schema
    .alterTable("orders")
    .addColumn("item_discount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("orders")
    .addColumn("offer_discount_paise", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("orders").addColumn("offer_text", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("offer_text").execute();
  await db.schema.alterTable("orders").dropColumn("offer_discount_paise").execute();
  await db.schema.alterTable("orders").dropColumn("item_discount_paise").execute();
  await db.schema.alterTable("restaurants").addColumn("offer_text", "text").execute();
  for (const column of ["offer_percent", "offer_flat_paise", "offer_min_subtotal_paise", "offer_max_discount_paise"]) {
    await db.schema.alterTable("restaurants").dropColumn(column).execute();
  }
}
