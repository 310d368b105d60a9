import { I18nProvider } from "@lingui/react";
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { formatDateTime } from "~/lib/dates";
import { fixedT, i18nFor } from "~/lib/i18n";
import { deleteAccount } from "~/features/accounts/users.server";
import { mostLovedDishIds, recentReviews } from "~/features/reviews/reviews.server";
import * as adminReviews from "~/routes/admin/reviews";
import * as partnerReviews from "~/routes/partner/reviews";
import { addMember } from "~/features/partners/partners.server";
import * as menuPage from "~/routes/catalogue/menu";
import * as orderPage from "~/routes/profile/order";
import * as reviewPage from "~/routes/profile/order-review";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import { flashOf } from "../support/flash";
import { checkout, readyToOrder } from "../support/orders";
import { post } from "../support/post";
import { routeArgs, thrown, type RouteArgs } from "../support/route-args";
import type { CookieJar } from "../../scripts/support/cookies";

/** A customer with one order of two dishes, delivered (or in `status`). */
async function customerWithOrder(status: "Delivered" | "Preparing" = "Delivered") {
  const customer = await readyToOrder();
  const placed = await checkout(customer.jar, `review-${Math.random()}`);
  const orderId = /\/profile\/orders\/([0-9a-f]+)$/.exec(placed.location ?? "")![1]!;
  await db()
    .updateTable("orders")
    .set({ status, delivered_at: new Date().toISOString() })
    .where("id", "=", orderId)
    .execute();
  const items = await db()
    .selectFrom("order_items")
    .select(["id", "product_id"])
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  const { restaurant_id: restaurantId } = await db()
    .selectFrom("orders")
    .select("restaurant_id")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return { ...customer, orderId, items, restaurantId };
}

function review(jar: CookieJar, orderId: string, fields: Record<string, string>) {
  return post(
    (args: RouteArgs<Record<string, never>>) => reviewPage.action({ ...args, params: { id: orderId } }),
    `/profile/orders/${orderId}/review`,
    fields,
    jar,
  );
}

function thumbsOf(items: { id: string }[]) {
  return db()
    .selectFrom("review_dishes")
    .select(["order_item_id", "thumb"])
    .where(
      "order_item_id",
      "in",
      items.map((item) => item.id),
    )
    .execute();
}

async function restaurantRating(restaurantId: string) {
  return db()
    .selectFrom("restaurants")
    .select(["rating", "review_count", "prior_rating", "prior_review_count"])
    .where("id", "=", restaurantId)
    .executeTakeFirstOrThrow();
}

describe("rating a delivered order", () => {
  it("keeps one review per order with dish thumbs, moves the restaurant's rating from its prior, and can be changed", async () => {
    const { userId, jar, orderId, items, restaurantId } = await customerWithOrder();
    const before = await restaurantRating(restaurantId);
    expect(before).toMatchObject({ rating: before.prior_rating, review_count: before.prior_review_count });

    const rated = await review(jar, orderId, {
      stars: "1",
      comment: "  Cold and late.  ",
      [`thumbs.${items[0]!.id}`]: "down",
      [`thumbs.${items[1]!.id}`]: "",
    });
    expect(rated.location).toBe(`/profile/orders/${orderId}`);
    expect(await flashOf(rated)).toBe("Thanks for rating your order!");
    const stored = await db().selectFrom("reviews").selectAll().where("order_id", "=", orderId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ stars: 1, comment: "Cold and late.", hidden_at: null });
    expect(await thumbsOf(items)).toEqual([{ order_item_id: items[0]!.id, thumb: "down" }]);
    const after = await restaurantRating(restaurantId);
    const expected =
      Math.round(((before.prior_rating * before.prior_review_count + 1) / (before.prior_review_count + 1)) * 10) / 10;
    expect(after).toMatchObject({ rating: expected, review_count: before.prior_review_count + 1 });

    // The order page shows it, with the way to change it.
    const page = await orderPage.loader(
      await routeArgs(`/profile/orders/${orderId}`, { id: orderId }, { cookie: jar.header() }),
    );
    expect(page.review).toMatchObject({ stars: 1, comment: "Cold and late.", canChange: true });

    // Changed the next day: still one review, the rating recomputed.
    const changed = await review(jar, orderId, { stars: "5", comment: "They called and made it right." });
    expect(await flashOf(changed)).toBe("Your rating has been updated.");
    expect(
      await db().selectFrom("reviews").select(["stars", "comment"]).where("order_id", "=", orderId).execute(),
    ).toEqual([{ stars: 5, comment: "They called and made it right." }]);
    expect(await thumbsOf(items)).toEqual([]);
    expect((await restaurantRating(restaurantId)).review_count).toBe(before.prior_review_count + 1);

    // The menu shows it among its recent reviews.
    const menu = await recentReviews(restaurantId);
    expect(menu[0]).toMatchObject({ stars: 5, comment: "They called and made it right.", author: "Test C." });
    expect(menu[0]!.dishes).toHaveLength(2);

    // The review stays when the customer deletes the account, signed by no one.
    await deleteAccount(userId);
    expect((await recentReviews(restaurantId))[0]).toMatchObject({ stars: 5, author: null });
  });

  it("refuses bad input next to its field and keeps what was typed", async () => {
    const { jar, orderId } = await customerWithOrder();
    const noStars = await review(jar, orderId, { comment: "Lovely biryani" });
    expect(noStars.status).toBe(400);
    const result = (
      noStars.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
    ).result;
    expect(result.error.stars).toEqual(["Choose from 1 to 5 stars."]);
    expect(result.initialValue.comment).toBe("Lovely biryani");

    const tooLong = await review(jar, orderId, { stars: "4", comment: "x".repeat(501) });
    expect((tooLong.body as { result: { error: Record<string, string[]> } }).result.error.comment).toEqual([
      "Use at most 500 characters.",
    ]);
    const sixStars = await review(jar, orderId, { stars: "6" });
    expect(sixStars.status).toBe(400);
    expect(await db().selectFrom("reviews").select("id").where("order_id", "=", orderId).execute()).toEqual([]);
  });

  it("is refused before delivery, after seven days, and on another customer's order", async () => {
    const preparing = await customerWithOrder("Preparing");
    const early = await review(preparing.jar, preparing.orderId, { stars: "5" });
    expect(early.status).toBe(409);
    expect((early.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      "You can rate this order once it has been delivered.",
    ]);

    const other = await customerWithOrder();
    const notTheirs = await review(preparing.jar, other.orderId, { stars: "1" });
    expect((notTheirs.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      "That order was not found.",
    ]);
    const missing = await thrown(async () =>
      reviewPage.loader(
        await routeArgs(
          `/profile/orders/${other.orderId}/review`,
          { id: other.orderId },
          { cookie: preparing.jar.header() },
        ),
      ),
    );
    expect(missing.status).toBe(404);

    await review(other.jar, other.orderId, { stars: "3" });
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await db().updateTable("reviews").set({ created_at: eightDaysAgo }).where("order_id", "=", other.orderId).execute();
    const late = await review(other.jar, other.orderId, { stars: "5" });
    expect((late.body as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      "Ratings can be changed for 7 days after they are given.",
    ]);
    expect(
      (await db().selectFrom("reviews").select("stars").where("order_id", "=", other.orderId).executeTakeFirstOrThrow())
        .stars,
    ).toBe(3);
  });
});

describe("rating in Hindi", () => {
  it("thanks, refuses and shows the rating form in the customer's language", async () => {
    const { jar, orderId } = await customerWithOrder();
    jar.set("lang", "hi");
    const noStars = await review(jar, orderId, { comment: "बढ़िया" });
    const errors = (noStars.body as { result: { error: Record<string, string[]> } }).result.error;
    // Schemas answer in English (ids); the form shows them translated.
    expect(errors.stars!.map((message) => fixedT("hi")(message))).toEqual(["1 से 5 स्टार में से चुनें।"]);
    const rated = await review(jar, orderId, { stars: "4" });
    expect(await flashOf(rated)).toBe("अपने ऑर्डर को रेटिंग देने के लिए धन्यवाद!");

    const path = `/profile/orders/${orderId}/review`;
    const loaderData = await reviewPage.loader(await routeArgs(path, { id: orderId }, { cookie: jar.header() }));
    const Page = reviewPage.default as unknown as ComponentType<{ loaderData: unknown }>;
    const Stub = createRoutesStub([{ path, Component: () => createElement(Page, { loaderData }) }]);
    const html = renderToString(
      createElement(I18nProvider, { i18n: i18nFor("hi") }, createElement(Stub, { initialEntries: [path] })),
    );
    for (const shown of ["अपनी रेटिंग बदलें", "4 स्टार", "बहुत अच्छा", "👍 पसंद आई", "रेटिंग अपडेट करें"])
      expect(html).toContain(shown);
    const until = formatDateTime(loaderData.subject.review!.changeableUntil, "hi");
    expect(html).toContain(`आप ${until} तक अपनी रेटिंग बदल सकते हैं।`);
    expect(html).not.toContain("Change your rating");
  });
});

describe("reviews in the operations console and on the menu", () => {
  it("hides an abusive review from the menu and the rating, audited, and shows it again", async () => {
    const { jar, orderId, restaurantId } = await customerWithOrder();
    const prior = await restaurantRating(restaurantId);
    const comments = async () => (await recentReviews(restaurantId, 50)).map((row) => row.comment);
    await review(jar, orderId, { stars: "1", comment: "Abusive words" });
    expect(await comments()).toContain("Abusive words");
    const { id: reviewId } = await db()
      .selectFrom("reviews")
      .select("id")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    const admin = await signedInAdmin();
    const moderate = (fields: Record<string, string>) => post(adminReviews.action, "/admin/reviews", fields, admin.jar);

    const noReason = await moderate({ intent: "hide", reviewId });
    expect(noReason.status).toBe(400);
    expect((noReason.body as { result: { error: Record<string, string[]> } }).result.error.reason).toEqual([
      "Say why the review is hidden.",
    ]);

    const hidden = await moderate({ intent: "hide", reviewId, reason: "Abusive language" });
    expect(await flashOf(hidden)).toBe("The review is hidden from the menu and the rating.");
    expect(await comments()).not.toContain("Abusive words");
    expect(await restaurantRating(restaurantId)).toMatchObject({
      rating: prior.rating,
      review_count: prior.review_count,
    });
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "target_id", "actor_email"])
      .where("action", "=", "review.hide")
      .execute();
    expect(audit).toEqual([{ action: "review.hide", target_id: orderId, actor_email: admin.email }]);
    const list = await adminReviews.loader(
      await routeArgs("/admin/reviews?hidden=1", {}, { cookie: admin.jar.header() }),
    );
    expect(list.reviews.map((row) => row.hiddenReason)).toEqual(["Abusive language"]);

    await moderate({ intent: "show", reviewId });
    expect(await comments()).toContain("Abusive words");
    expect((await restaurantRating(restaurantId)).review_count).toBe(prior.review_count + 1);

    const customer = await thrown(async () =>
      adminReviews.loader(await routeArgs("/admin/reviews", {}, { cookie: jar.header() })),
    );
    expect(customer.status).not.toBe(200);
  });

  it("marks a dish 'Most loved' once three customers liked it and few did not", async () => {
    const orders = [await customerWithOrder(), await customerWithOrder(), await customerWithOrder()];
    const dish = orders[0]!.items[0]!.product_id!;
    for (const [i, order] of orders.entries()) {
      expect(await mostLovedDishIds(order.restaurantId)).not.toContain(dish);
      const item = order.items.find((row) => row.product_id === dish)!;
      await review(order.jar, order.orderId, { stars: "5", [`thumbs.${item.id}`]: "up" });
      if (i < 2) expect(await mostLovedDishIds(order.restaurantId)).not.toContain(dish);
    }
    expect(await mostLovedDishIds(orders[0]!.restaurantId)).toEqual(new Set([dish]));
    const { slug } = await db()
      .selectFrom("restaurants")
      .select("slug")
      .where("id", "=", orders[0]!.restaurantId)
      .executeTakeFirstOrThrow();
    const menu = await menuPage.loader(
      await routeArgs(`/menu/${slug}/${orders[0]!.restaurantId}`, { slug, id: orders[0]!.restaurantId }),
    );
    expect(menu.data.mostLoved).toEqual([dish]);
    expect(menu.data.reviews.slice(0, 3).map((row) => row.stars)).toEqual([5, 5, 5]);
  });
});

describe("a restaurant's replies to its reviews", () => {
  it("are written by its partners only, shown under the review on the menu, and hidden by the console", async () => {
    const { jar, orderId, restaurantId } = await customerWithOrder();
    await review(jar, orderId, { stars: "3", comment: "Tasty but late" });
    const { id: reviewId } = await db()
      .selectFrom("reviews")
      .select("id")
      .where("order_id", "=", orderId)
      .executeTakeFirstOrThrow();
    const partner = await signedInCustomer();
    await addMember(restaurantId, partner.userId, "staff");
    const { id: otherRestaurant } = await db()
      .selectFrom("restaurants")
      .select("id")
      .where("id", "!=", restaurantId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const stranger = await signedInCustomer();
    await addMember(otherRestaurant, stranger.userId, "owner");
    const replyAs = (who: CookieJar, fields: Record<string, string>, restaurant = restaurantId) =>
      post(
        (args: RouteArgs<Record<string, never>>) =>
          partnerReviews.action({ ...args, params: { restaurantId: restaurant } }),
        `/partner/${restaurant}/reviews`,
        { intent: "reply", reviewId, ...fields },
        who,
      );
    const listAs = async (who: CookieJar) =>
      partnerReviews.loader({
        ...(await routeArgs(`/partner/${restaurantId}/reviews`, {}, { cookie: who.header() })),
        params: { restaurantId },
      });
    const stored = () =>
      db()
        .selectFrom("reviews")
        .select(["reply", "reply_by", "reply_hidden_reason"])
        .where("id", "=", reviewId)
        .executeTakeFirstOrThrow();

    expect((await listAs(partner.jar)).reviews.map((row) => row.comment)).toContain("Tasty but late");
    expect((await thrown(() => listAs(stranger.jar))).status).toBe(404);
    expect((await thrown(() => listAs(jar))).status).toBe(404);

    const empty = await replyAs(partner.jar, { reply: "  " });
    expect(empty.status).toBe(400);
    expect((empty.body as { result: { error: Record<string, string[]> } }).result.error.reply).toEqual([
      "Write your reply.",
    ]);
    // Another restaurant's member, on this restaurant's page or on their own, and the customer: nothing changes.
    for (const [who, restaurant] of [
      [stranger.jar, restaurantId],
      [stranger.jar, otherRestaurant],
      [jar, restaurantId],
    ] as const) {
      const answer = await thrown(() => replyAs(who, { reply: "Not ours to say" }, restaurant));
      expect(answer.status).toBe(404);
    }
    expect(await stored()).toEqual({ reply: null, reply_by: null, reply_hidden_reason: null });

    const posted = await replyAs(partner.jar, { reply: "Sorry for the wait: a new rider team starts Monday." });
    expect(await flashOf(posted)).toBe("Your reply is posted under the review.");
    expect(await stored()).toMatchObject({
      reply: "Sorry for the wait: a new rider team starts Monday.",
      reply_by: partner.userId,
    });
    const changed = await replyAs(partner.jar, { reply: "Sorry for the wait!" });
    expect(await flashOf(changed)).toBe("Your reply is changed.");
    const shownReply = async () =>
      (await recentReviews(restaurantId, 50)).find((row) => row.comment === "Tasty but late")?.reply?.text ?? null;
    expect(await shownReply()).toBe("Sorry for the wait!");
    const { slug } = await db()
      .selectFrom("restaurants")
      .select("slug")
      .where("id", "=", restaurantId)
      .executeTakeFirstOrThrow();
    const menu = await menuPage.loader(await routeArgs(`/menu/${slug}/${restaurantId}`, { slug, id: restaurantId }));
    expect(menu.data.reviews.find((row) => row.id === reviewId)?.reply?.text).toBe("Sorry for the wait!");

    const admin = await signedInAdmin();
    const moderate = (fields: Record<string, string>) =>
      post(adminReviews.action, "/admin/reviews", { reviewId, ...fields }, admin.jar);
    const noReason = await moderate({ intent: "hide-reply" });
    expect((noReason.body as { result: { error: Record<string, string[]> } }).result.error.reason).toEqual([
      "Say why the reply is hidden.",
    ]);
    expect(await flashOf(await moderate({ intent: "hide-reply", reason: "Shares a phone number" }))).toBe(
      "The reply is hidden from the menu.",
    );
    expect(await shownReply()).toBeNull();
    expect((await listAs(partner.jar)).reviews.find((row) => row.id === reviewId)).toMatchObject({
      replyText: "Sorry for the wait!",
      replyHiddenReason: "Shares a phone number",
    });
    expect(await flashOf(await moderate({ intent: "show-reply" }))).toBe("The reply is shown again.");
    expect(await shownReply()).toBe("Sorry for the wait!");

    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("target_id", "=", orderId)
      .orderBy("created_at")
      .execute();
    expect(audit).toEqual([
      { action: "review.reply", actor_id: partner.userId },
      { action: "review.reply", actor_id: partner.userId },
      { action: "review.reply-hide", actor_id: admin.userId },
      { action: "review.reply-show", actor_id: admin.userId },
    ]);
  });
});
