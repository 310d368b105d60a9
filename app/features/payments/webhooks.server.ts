import { db, type DB } from "~/db/database.server";
import { nowIso, sha256 } from "~/lib/ids.server";
import { logger } from "~/lib/logger.server";
import { gatewaySettings } from "./gateway.server";
import { webhookEventSchema, type WebhookEvent } from "./payments.schema";
import { signaturesMatch, webhookSignature } from "./signatures";
import { afterCapture, NOTHING_AFTER, recordCapture, type AfterCapture } from "./captures.server";
import { apply } from "./transitions.server";

export type WebhookOutcome = "processed" | "duplicate" | "ignored" | "bad-signature";

/** Processed webhook events are forgotten after this long. */
const WEBHOOK_MEMORY_DAYS = 30;

/** The body as an event (payments.schema.ts), or null when it is not JSON of that shape. */
function readEvent(rawBody: string): WebhookEvent | null {
  try {
    const parsed = webhookEventSchema.safeParse(JSON.parse(rawBody));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A gateway webhook, authenticated by its signature over the raw body. Deduplicated on the event id
 * (else a SHA-256 of the body), recorded in the same transaction as the change it causes, so a crash in
 * between leaves the redelivery to do the work. Repeated and out-of-order events are normal input: each
 * is a state-machine event that does nothing where it does not apply.
 */
export async function handleWebhook(rawBody: string, signature: string, eventId: string): Promise<WebhookOutcome> {
  const settings = gatewaySettings();
  if (!settings || !signaturesMatch(webhookSignature(rawBody, settings.webhookSecret), signature))
    return "bad-signature";
  const event = readEvent(rawBody);
  if (!event) return "ignored";
  const outcome = await db()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const recorded = await trx
        .insertInto("webhook_events")
        .values({ event_id: eventId || `sha256:${sha256(rawBody)}`, event_type: event.event, received_at: now })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0)
        return { result: "duplicate" as const, after: NOTHING_AFTER };
      await trx
        .deleteFrom("webhook_events")
        .where("received_at", "<", new Date(Date.now() - WEBHOOK_MEMORY_DAYS * 86_400_000).toISOString())
        .execute();
      return { result: "processed" as const, after: await processWebhook(trx, event) };
    });
  await afterCapture(outcome.after);
  return outcome.result;
}

/** The event's change, in the webhook's transaction; what is left to do after it (refunds, an e-mail). */
async function processWebhook(trx: DB, event: WebhookEvent): Promise<AfterCapture> {
  const entity = event.payload.payment?.entity;
  switch (event.event) {
    case "payment.captured":
    case "order.paid": {
      const gatewayOrderId = entity?.order_id ?? event.payload.order?.entity?.id;
      if (!gatewayOrderId || !entity?.id) return NOTHING_AFTER;
      const payment = await trx
        .selectFrom("payments")
        .select("amount_paise")
        .where("gateway_order_id", "=", gatewayOrderId)
        .executeTakeFirst();
      if (!payment || entity.amount !== payment.amount_paise || entity.currency !== "INR") {
        logger().warn({ gatewayOrderId }, "a capture webhook for an unknown attempt or another amount was ignored");
        return NOTHING_AFTER;
      }
      return recordCapture(trx, gatewayOrderId, entity.id);
    }
    case "payment.failed": {
      if (!entity?.order_id) return NOTHING_AFTER;
      const payment = await trx
        .selectFrom("payments")
        .select("id")
        .where("gateway_order_id", "=", entity.order_id)
        .executeTakeFirst();
      if (payment)
        await apply(trx, payment.id, "fail", {
          failure_reason: (entity.error_description ?? "Payment failed").slice(0, 300),
        });
      return NOTHING_AFTER;
    }
    case "refund.processed":
    case "refund.failed": {
      const refund = event.payload.refund?.entity;
      if (!refund?.payment_id) return NOTHING_AFTER;
      const payment = await trx
        .selectFrom("payments")
        .select(["id", "refund_id"])
        .where("gateway_payment_id", "=", refund.payment_id)
        .executeTakeFirst();
      if (!payment) return NOTHING_AFTER;
      if (event.event === "refund.processed")
        await apply(trx, payment.id, "refunded", refund.id ? { refund_id: refund.id } : {});
      // Only the refund asked for now can fail it: an earlier, refused one says nothing about a retry.
      else if (refund.id && refund.id === payment.refund_id) await apply(trx, payment.id, "refundFailed");
      return NOTHING_AFTER;
    }
    default:
      return NOTHING_AFTER;
  }
}
