import { sql, type Kysely } from "kysely";

/**
 * The payment state machine (features/payments/payment-states.ts): one `state` column, checked by
 * the database, replaces `status` and `refund_status`; the order's payment label is derived from it, so
 * `orders.payment_status` (display strings) goes. Webhook events get what pruning and replay checks need.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("payments")
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .defaultTo("created")
        .check(
          sql`state in ('created', 'verifying', 'captured', 'failed', 'expired', 'refund_requested', 'refunded', 'refund_failed')`,
        ),
    )
    .execute();
  await db.schema.alterTable("payments").addColumn("captured_at", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("refund_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update payments set captured_at = case when status = 'paid' then updated_at end, state = case
      when status = 'failed' then 'failed'
      when status = 'paid' and refund_status is null then 'captured'
      when status = 'paid' and refund_status = 'pending' then 'refund_requested'
      when status = 'paid' and refund_status = 'processed' then 'refunded'
      when status = 'paid' and refund_status = 'failed' then 'refund_failed'
      else 'created' end`.execute(db);
  await db.schema.alterTable("payments").dropColumn("status").execute();
  await db.schema.alterTable("payments").dropColumn("refund_status").execute();
  await db.schema.createIndex("payments_gateway_payment").on("payments").column("gateway_payment_id").execute();
  await db.schema.alterTable("orders").dropColumn("payment_status").execute();

  await db.schema.createIndex("webhook_events_received").on("webhook_events").column("received_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("webhook_events_received").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("Pending"))
    .execute();
  await db.schema.dropIndex("payments_gateway_payment").execute();
  await db.schema.alterTable("payments").addColumn("refund_status", "text").execute();
  await db.schema
    .alterTable("payments")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("created"))
    .execute();
  await db.schema.alterTable("payments").dropColumn("state").execute();
  await db.schema.alterTable("payments").dropColumn("captured_at").execute();
  await db.schema.alterTable("payments").dropColumn("refund_attempts").execute();
}
