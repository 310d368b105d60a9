import { dishWithChoices, storedChoices } from "~/features/catalogue/dish-options";
import { setRestaurantRating } from "~/features/catalogue/catalogue-edits.server";
import { db, type DB } from "~/db/database.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import { displayOrderId } from "~/features/orders/order-status";
import { newId, nowIso } from "~/lib/ids.server";
import { canChangeReview, isMostLoved, ratingWithPrior, reviewChangeDeadline } from "./review-rules";
import type { ReviewInput } from "./reviews.schema";

export type Thumb = "up" | "down";

/** A customer's review of one of their orders, as the order page and the review form show it. */
export interface OrderReview {
  stars: number;
  comment: string;
  thumbs: Record<string, Thumb>;
  createdAt: string;
  /** Until when it can be changed; past it, the review stands. */
  changeableUntil: string;
  canChange: boolean;
  hidden: boolean;
}

/** What the review form needs: the order's restaurant and dishes, and the review given so far, if any. */
export interface ReviewSubject {
  orderId: string;
  restaurantName: string;
  delivered: boolean;
  dishes: { orderItemId: string; name: string; quantity: number }[];
  review: OrderReview | null;
}

/** The review form's subject for one of the customer's orders; undefined when the order is not theirs. */
export async function reviewSubject(userId: string, orderId: string): Promise<ReviewSubject | undefined> {
  const order = await db()
    .selectFrom("orders")
    .select(["id", "restaurant_name", "status"])
    .where("id", "=", orderId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db()
    .selectFrom("order_items")
    .select(["id as orderItemId", "name", "quantity", "customizations"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  // The same dish with other options is another item: its name says which.
  const dishes = items.map(({ customizations, ...item }) => ({
    ...item,
    name: dishWithChoices(item.name, storedChoices(customizations)),
  }));
  return {
    orderId,
    restaurantName: order.restaurant_name,
    delivered: order.status === "Delivered",
    dishes,
    review: await orderReview(orderId),
  };
}

/** The review given for an order, or null. */
export async function orderReview(orderId: string, now = new Date()): Promise<OrderReview | null> {
  const review = await db().selectFrom("reviews").selectAll().where("order_id", "=", orderId).executeTakeFirst();
  if (!review) return null;
  const thumbs = await db()
    .selectFrom("review_dishes")
    .select(["order_item_id", "thumb"])
    .where("review_id", "=", review.id)
    .execute();
  return {
    stars: review.stars,
    comment: review.comment,
    thumbs: Object.fromEntries(thumbs.map((row) => [row.order_item_id, row.thumb])),
    createdAt: review.created_at,
    changeableUntil: reviewChangeDeadline(review.created_at).toISOString(),
    canChange: canChangeReview(review.created_at, now),
    hidden: review.hidden_at !== null,
  };
}

export type SaveReviewOutcome =
  { ok: true; changed: boolean } | { ok: false; code: "not-found" | "not-delivered" | "too-late" };

/**
 * Rates a delivered order (once), or changes its rating within 7 days of the first, with thumbs for its
 * dishes; the restaurant's rating follows in the same transaction.
 */
export async function saveReview(
  userId: string,
  orderId: string,
  input: ReviewInput,
  now = new Date(),
): Promise<SaveReviewOutcome> {
  return db()
    .transaction()
    .execute(async (trx): Promise<SaveReviewOutcome> => {
      const order = await trx
        .selectFrom("orders")
        .select(["status", "restaurant_id"])
        .where("id", "=", orderId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!order) return { ok: false, code: "not-found" };
      if (order.status !== "Delivered") return { ok: false, code: "not-delivered" };
      const existing = await trx
        .selectFrom("reviews")
        .select(["id", "created_at"])
        .where("order_id", "=", orderId)
        .executeTakeFirst();
      if (existing && !canChangeReview(existing.created_at, now)) return { ok: false, code: "too-late" };
      const at = now.toISOString();
      const reviewId = existing?.id ?? newId();
      if (existing)
        await trx
          .updateTable("reviews")
          .set({ stars: input.stars, comment: input.comment, updated_at: at })
          .where("id", "=", reviewId)
          .execute();
      else
        await trx
          .insertInto("reviews")
          .values({
            id: reviewId,
            order_id: orderId,
            user_id: userId,
            restaurant_id: order.restaurant_id,
            stars: input.stars,
            comment: input.comment,
            created_at: at,
            updated_at: at,
          })
          .execute();
      await saveThumbs(trx, reviewId, orderId, input.thumbs);
      await refreshRestaurantRating(trx, order.restaurant_id);
      return { ok: true, changed: Boolean(existing) };
    });
}

/** Replaces a review's thumbs with those given, for dishes of this order only. */
async function saveThumbs(trx: DB, reviewId: string, orderId: string, thumbs: Partial<Record<string, Thumb | "">>) {
  await trx.deleteFrom("review_dishes").where("review_id", "=", reviewId).execute();
  const items = await trx
    .selectFrom("order_items")
    .select(["id", "product_id"])
    .where("order_id", "=", orderId)
    .execute();
  const rows = items.flatMap((item) => {
    const thumb = thumbs[item.id];
    return thumb ? [{ review_id: reviewId, order_item_id: item.id, product_id: item.product_id, thumb }] : [];
  });
  if (rows.length > 0) await trx.insertInto("review_dishes").values(rows).execute();
}

/** Sets a restaurant's shown rating and count from its prior and its visible reviews. */
export async function refreshRestaurantRating(executor: DB, restaurantId: string): Promise<void> {
  const restaurant = await executor
    .selectFrom("restaurants")
    .select(["prior_rating", "prior_review_count"])
    .where("id", "=", restaurantId)
    .executeTakeFirst();
  if (!restaurant) return;
  const reviews = await executor
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>("stars"), eb.lit(0)).as("starsSum"),
      eb.fn.countAll<number>().as("count"),
    ])
    .where("restaurant_id", "=", restaurantId)
    .where("hidden_at", "is", null)
    .executeTakeFirstOrThrow();
  const shown = ratingWithPrior(
    { rating: restaurant.prior_rating, count: restaurant.prior_review_count },
    { starsSum: Number(reviews.starsSum), count: Number(reviews.count) },
  );
  await setRestaurantRating(executor, restaurantId, shown);
}

/** After the demo catalogue is replaced: every reviewed restaurant's rating counts its reviews again. */
export async function refreshReviewedRatings(executor: DB): Promise<void> {
  const reviewed = await executor.selectFrom("reviews").select("restaurant_id").distinct().execute();
  for (const { restaurant_id } of reviewed) await refreshRestaurantRating(executor, restaurant_id);
}

/** A review as the menu page shows it. */
export interface PublicReview {
  id: string;
  author: string | null;
  stars: number;
  comment: string;
  createdAt: string;
  dishes: string[];
  /** The restaurant's public reply, unless there is none or the console hid it. */
  reply: { text: string; at: string } | null;
}

/** The reply as customers see it: null when there is none or the console hid it. */
export function shownReply(row: {
  reply: string | null;
  reply_at: string | null;
  reply_hidden_reason: string | null;
}): PublicReview["reply"] {
  return row.reply !== null && row.reply_at !== null && row.reply_hidden_reason === null
    ? { text: row.reply, at: row.reply_at }
    : null;
}

/** The restaurant's most recent visible reviews, with who wrote them (first name and initial) and what they ate. */
export async function recentReviews(restaurantId: string, limit = 5): Promise<PublicReview[]> {
  const rows = await db()
    .selectFrom("reviews")
    .leftJoin("users", "users.id", "reviews.user_id")
    .select([
      "reviews.id",
      "reviews.order_id",
      "reviews.stars",
      "reviews.comment",
      "reviews.created_at",
      "reviews.reply",
      "reviews.reply_at",
      "reviews.reply_hidden_reason",
      "users.first_name",
      "users.last_name",
    ])
    .where("reviews.restaurant_id", "=", restaurantId)
    .where("reviews.hidden_at", "is", null)
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id")
    .limit(limit)
    .execute();
  const dishes = await dishNames(rows.map((row) => row.order_id));
  return rows.map((row) => ({
    id: row.id,
    author: authorName(row.first_name, row.last_name),
    stars: row.stars,
    comment: row.comment,
    createdAt: row.created_at,
    dishes: dishes.get(row.order_id) ?? [],
    reply: shownReply(row),
  }));
}

/** "Priya S." — a reviewer as others see them; null once the account is deleted (pages say "A customer"). */
export function authorName(first: string | null, last: string | null): string | null {
  if (!first) return null;
  return last ? `${first} ${last.charAt(0)}.` : first;
}

export async function dishNames(orderIds: string[]): Promise<Map<string, string[]>> {
  if (orderIds.length === 0) return new Map();
  const items = await db()
    .selectFrom("order_items")
    .select(["order_id", "name"])
    .where("order_id", "in", orderIds)
    .orderBy("id")
    .execute();
  const names = new Map<string, string[]>();
  for (const item of items) {
    const ordered = names.get(item.order_id) ?? [];
    if (!ordered.includes(item.name)) names.set(item.order_id, [...ordered, item.name]);
  }
  return names;
}

/** The restaurant's dishes that customers' thumbs make "Most loved". */
export async function mostLovedDishIds(restaurantId: string): Promise<Set<string>> {
  const rows = await db()
    .selectFrom("review_dishes")
    .innerJoin("reviews", "reviews.id", "review_dishes.review_id")
    .select((eb) => [
      "review_dishes.product_id",
      eb.fn.sum<number>(eb.case().when("review_dishes.thumb", "=", "up").then(1).else(0).end()).as("up"),
      eb.fn.sum<number>(eb.case().when("review_dishes.thumb", "=", "down").then(1).else(0).end()).as("down"),
    ])
    .where("reviews.restaurant_id", "=", restaurantId)
    .where("reviews.hidden_at", "is", null)
    .where("review_dishes.product_id", "is not", null)
    .groupBy("review_dishes.product_id")
    .execute();
  return new Set(
    rows.filter((row) => isMostLoved({ up: Number(row.up), down: Number(row.down) })).map((row) => row.product_id!),
  );
}

/** A review as the operations console and the restaurant's partners list it: hidden ones too, and why. */
export interface ListedReview extends PublicReview {
  orderId: string;
  restaurantName: string;
  /** Why the console hid the review, when it did. */
  hiddenReason: string | null;
  /** The restaurant's reply, as written (also when the console hid it), and why the console hid it. */
  replyText: string | null;
  replyHiddenReason: string | null;
}

/**
 * Reviews newest first, a page of them: every restaurant's (the console) or one's (its partners), all or
 * only the hidden ones.
 */
export async function listReviews(scope: { restaurantId?: string; hiddenOnly?: boolean }, page: number, pageSize = 20) {
  let query = db()
    .selectFrom("reviews")
    .innerJoin("orders", "orders.id", "reviews.order_id")
    .leftJoin("users", "users.id", "reviews.user_id");
  if (scope.restaurantId) query = query.where("reviews.restaurant_id", "=", scope.restaurantId);
  if (scope.hiddenOnly) query = query.where("reviews.hidden_at", "is not", null);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      "reviews.id",
      "reviews.order_id",
      "reviews.stars",
      "reviews.comment",
      "reviews.created_at",
      "reviews.hidden_reason",
      "reviews.reply",
      "reviews.reply_at",
      "reviews.reply_hidden_reason",
      "orders.restaurant_name",
      "users.first_name",
      "users.last_name",
    ])
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const dishes = await dishNames(rows.map((row) => row.order_id));
  const reviews: ListedReview[] = rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    restaurantName: row.restaurant_name,
    author: authorName(row.first_name, row.last_name),
    stars: row.stars,
    comment: row.comment,
    createdAt: row.created_at,
    dishes: dishes.get(row.order_id) ?? [],
    reply: shownReply(row),
    hiddenReason: row.hidden_reason,
    replyText: row.reply,
    replyHiddenReason: row.reply_hidden_reason,
  }));
  return { reviews, total: Number(total), pages: Math.max(1, Math.ceil(Number(total) / pageSize)) };
}

/**
 * Hides a review from the menu and the rating (with the reason, audited), or shows it again; the
 * restaurant's rating follows. With `part` "reply", the same for the restaurant's reply to it (the rating
 * stays). False when there is no such review, or no reply to hide.
 */
export async function setReviewHidden(
  actor: Actor,
  reviewId: string,
  hidden: { reason: string } | null,
  part: "review" | "reply" = "review",
): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const review = await trx
        .selectFrom("reviews")
        .select(["order_id", "restaurant_id", "hidden_reason", "reply", "reply_hidden_reason"])
        .where("id", "=", reviewId)
        .executeTakeFirst();
      if (!review || (part === "reply" && review.reply === null)) return false;
      const at = hidden ? nowIso() : null;
      const reason = hidden?.reason ?? null;
      await trx
        .updateTable("reviews")
        .set(
          part === "review"
            ? { hidden_at: at, hidden_reason: reason }
            : { reply_hidden_at: at, reply_hidden_reason: reason },
        )
        .where("id", "=", reviewId)
        .execute();
      if (part === "review") await refreshRestaurantRating(trx, review.restaurant_id);
      const what = part === "review" ? "the review" : "the restaurant's reply to the review";
      const key = part === "review" ? "hiddenReason" : "replyHiddenReason";
      await recordAudit(trx, actor, {
        action: `review.${part === "review" ? "" : "reply-"}${hidden ? "hide" : "show"}`,
        targetType: "order",
        targetId: review.order_id,
        summary: `${hidden ? "Hid" : "Showed again"} ${what} of order #${displayOrderId(review.order_id)}`,
        before: { [key]: part === "review" ? review.hidden_reason : review.reply_hidden_reason },
        after: { [key]: reason },
      });
      return true;
    });
}
