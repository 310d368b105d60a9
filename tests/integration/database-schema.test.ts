import type { Selectable } from "kysely";
import { sql } from "kysely";
import { describe, expect, expectTypeOf, it } from "vitest";
import { db } from "~/db/database.server";
import type {
  Addresses,
  Carts,
  Faqs,
  FavoriteLists,
  Leads,
  Offers,
  Orders,
  Payments,
  Restaurants,
  SupportTickets,
  Users,
} from "~/db/database-types";
import { ADDRESS_TYPES } from "~/features/addresses/address-types";
import { ROLES } from "~/features/admin/admin-rules";
import { PAYMENT_METHODS } from "~/features/cart/cart-rules";
import { OFFER_FILTERS } from "~/features/catalogue/listing-query";
import { LIST_TYPES } from "~/features/favourites/favourites-rules";
import { PLANS } from "~/features/leads/plans";
import { OFFER_TABS } from "~/features/offers/offers";
import { CANCELLED, PENDING_PAYMENT, TIMELINE } from "~/features/orders/order-status";
import { PAYMENT_STATES } from "~/features/payments/payment-states";
import { FAQ_CATEGORIES } from "~/features/support/faqs";
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from "~/features/support/tickets";

/**
 * The features' constants list exactly the values the database's CHECK constraints allow (the generated
 * types read their unions from those constraints; `tsc` checks these assertions).
 */
describe("enum-like columns", () => {
  it("match the features' constants", () => {
    expectTypeOf<(typeof PAYMENT_STATES)[number]>().toEqualTypeOf<Selectable<Payments>["state"]>();
    expectTypeOf<(typeof PAYMENT_METHODS)[number]>().toEqualTypeOf<Orders["payment_method"]>();
    expectTypeOf<(typeof PAYMENT_METHODS)[number]>().toEqualTypeOf<Selectable<Carts>["payment_method"]>();
    expectTypeOf<(typeof PAYMENT_METHODS)[number] | null>().toEqualTypeOf<Users["preferred_payment_method"]>();
    expectTypeOf<typeof PENDING_PAYMENT | (typeof TIMELINE)[number] | typeof CANCELLED>().toEqualTypeOf<
      Orders["status"]
    >();
    expectTypeOf<keyof typeof ROLES>().toEqualTypeOf<Selectable<Users>["role"]>();
    expectTypeOf<(typeof ADDRESS_TYPES)[number]>().toEqualTypeOf<Selectable<Addresses>["address_type"]>();
    expectTypeOf<keyof typeof LIST_TYPES>().toEqualTypeOf<FavoriteLists["list_type"]>();
    expectTypeOf<(typeof OFFER_FILTERS)[keyof typeof OFFER_FILTERS]["offerType"] | null>().toEqualTypeOf<
      Restaurants["offer_type"]
    >();
    expectTypeOf<keyof typeof OFFER_TABS>().toEqualTypeOf<Offers["category"]>();
    expectTypeOf<keyof typeof PLANS | null>().toEqualTypeOf<Leads["plan"]>();
    expectTypeOf<Exclude<keyof typeof FAQ_CATEGORIES, "all">>().toEqualTypeOf<Faqs["category"]>();
    expectTypeOf<keyof typeof TICKET_CATEGORIES>().toEqualTypeOf<SupportTickets["category"]>();
    expectTypeOf<keyof typeof TICKET_PRIORITIES>().toEqualTypeOf<SupportTickets["priority"]>();
    expectTypeOf<keyof typeof TICKET_STATUSES>().toEqualTypeOf<Selectable<SupportTickets>["status"]>();
  });

  it("refuse a value outside their list", async () => {
    await expect(sql`UPDATE offers SET category = 'drinks' WHERE id = 'offer-save20'`.execute(db())).rejects.toThrow(
      /offers_category/,
    );
    const restaurant = await db().selectFrom("restaurants").select("id").executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE restaurants SET offer_type = 'cashback' WHERE id = ${restaurant.id}`.execute(db()),
    ).rejects.toThrow(/restaurants_offer_type/);
  });

  it("refuse a missing id", async () => {
    await expect(
      sql`INSERT INTO faqs (id, category, question, answer, sort_order) VALUES (NULL, 'orders', 'q', 'a', 99)`.execute(
        db(),
      ),
    ).rejects.toThrow(/NOT NULL constraint failed: faqs.id|column "id" of relation "faqs" violates not-null/);
  });
});
