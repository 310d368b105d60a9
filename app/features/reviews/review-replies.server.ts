/**
 * A restaurant's public reply to its reviews (issue 35): one reply per review, written by the restaurant's
 * partners (who list their reviews with `listReviews`), shown under the review on the menu; the console hides
 * a reply as it hides a review (`setReviewHidden` with "reply").
 */
import { db } from "~/db/database.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import { displayOrderId } from "~/features/orders/order-status";
import { nowIso } from "~/lib/ids.server";

export type ReplyOutcome = { ok: true; first: boolean } | { ok: false; code: "not-found" };

/**
 * Writes the restaurant's reply to one of its reviews, or rewrites it (there is one reply per review), in
 * the partner's name and audited. A review of another restaurant is not found. A reply the console hid
 * stays hidden when rewritten, until the console shows it again.
 */
export async function replyToReview(
  actor: Actor,
  restaurantId: string,
  reviewId: string,
  text: string,
): Promise<ReplyOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const review = await trx
        .selectFrom("reviews")
        .select(["order_id", "reply"])
        .where("id", "=", reviewId)
        .where("restaurant_id", "=", restaurantId)
        .executeTakeFirst();
      if (!review) return { ok: false, code: "not-found" } as const;
      // The first reply is the update that finds none (two partners replying at once: one is first).
      const reply = { reply: text, reply_at: nowIso(), reply_by: actor.id };
      const firstWrite = await trx
        .updateTable("reviews")
        .set(reply)
        .where("id", "=", reviewId)
        .where("reply", "is", null)
        .executeTakeFirst();
      const first = Number(firstWrite.numUpdatedRows) === 1;
      if (!first) await trx.updateTable("reviews").set(reply).where("id", "=", reviewId).execute();
      await recordAudit(trx, actor, {
        action: "review.reply",
        targetType: "order",
        targetId: review.order_id,
        summary: `${first ? "Replied to" : "Changed the reply to"} the review of order #${displayOrderId(review.order_id)}`,
        before: { reply: review.reply },
        after: { reply: text },
      });
      return { ok: true, first } as const;
    });
}
