import { sql, type Kysely } from "kysely";

/**
 * Restaurant partners (docs/decisions/0034-restaurant-partners.md): who may run a restaurant's orders
 * (`restaurant_members`, owner or staff), the single-use invitations that make them members
 * (`partner_invites`, the token stored hashed), and what the restaurant did with an order: when it accepted
 * it and for how many minutes of cooking, when the food was ready, and why it refused one
 * (`rejection_code`, with the dishes that ran out as JSON of names). Only adds: the release before runs
 * unchanged on it.
 */
export const previousReleaseCompatible = true;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("restaurant_members")
    .addColumn("restaurant_id", "text", (c) => c.notNull().references("restaurants.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("restaurant_members_pk", ["restaurant_id", "user_id"])
    .execute();
  await db.schema.createIndex("restaurant_members_user").on("restaurant_members").column("user_id").execute();
  await db.schema
    .createTable("partner_invites")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("restaurant_id", "text", (c) => c.notNull().references("restaurants.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    .addColumn("invited_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.alterTable("orders").addColumn("accepted_at", "text").execute();
  await db.schema.alterTable("orders").addColumn("prep_minutes", "integer").execute();
  await db.schema.alterTable("orders").addColumn("ready_at", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("rejection_code", "text", (c) =>
      c.check(sql`rejection_code in ('out-of-stock', 'closing', 'busy', 'other', 'timed-out')`),
    )
    .execute();
  await db.schema.alterTable("orders").addColumn("rejected_dishes", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["rejected_dishes", "rejection_code", "ready_at", "prep_minutes", "accepted_at"]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
  await db.schema.dropTable("partner_invites").execute();
  await db.schema.dropTable("restaurant_members").execute();
}
