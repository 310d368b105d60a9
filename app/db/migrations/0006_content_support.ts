import type { Kysely } from "kysely";

/**
 * Offers, leads (corporate, contact and partner forms), FAQs with votes, and support tickets with
 * replies. The offers and FAQs are content, so they are inserted here: every database has the same set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("discount_label", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("offer_type", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("link", "text", (c) => c.notNull())
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("plan", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("organisation", "text")
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("handled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex("leads_kind_created").on("leads").columns(["kind", "created_at"]).execute();

  await db.schema
    .createTable("faqs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("faq_votes")
    .addColumn("faq_id", "text", (c) => c.notNull().references("faqs.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("helpful", "integer", (c) => c.notNull())
    .addColumn("voted_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("faq_votes_pk", ["faq_id", "user_id"])
    .execute();

  await db.schema
    .createTable("support_tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("priority", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex("support_tickets_user")
    .on("support_tickets")
    .columns(["user_id", "created_at"])
    .execute();

  await db.schema
    .createTable("ticket_replies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("ticket_id", "text", (c) => c.notNull().references("support_tickets.id").onDelete("cascade"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ticket_replies_ticket")
    .on("ticket_replies")
    .columns(["ticket_id", "created_at"])
    .execute();

  await db
    .insertInto("offers")
    .values(OFFERS.map((offer, i) => ({ ...offer, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto("faqs")
    .values(
      FAQS.map(([category, question, answer], i) => ({
        id: `faq-${String(i + 1).padStart(2, "0")}`,
        category,
        question,
        answer,
        sort_order: i + 1,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["ticket_replies", "support_tickets", "faq_votes", "faqs", "leads", "offers"]) {
    await db.schema.dropTable(table).execute();
  }
}

// Codes are only SAVE20 and FLAT10, the promos checkout accepts (pricing-config.ts); their terms are
// shown from the pricing configuration. The other deals are the restaurants' own offers: no code, a link.
const OFFERS = [
  {
    id: "offer-save20",
    title: "20% off your order",
    description: "Take 20% off the food on any order from any restaurant.",
    discount_label: "20% OFF",
    code: "SAVE20",
    offer_type: "percentage",
    category: "all",
    link: "/restaurants",
    is_featured: 1,
    is_new: 1,
    valid_until: "2027-12-31T18:29:59.000Z",
  },
  {
    id: "offer-flat10",
    title: "Flat ₹10 off",
    description: "A little something off every order, on every restaurant.",
    discount_label: "₹10 OFF",
    code: "FLAT10",
    offer_type: "fixed",
    category: "all",
    link: "/restaurants",
    is_featured: 1,
    is_new: 0,
    valid_until: "2027-12-31T18:29:59.000Z",
  },
  {
    id: "offer-free-delivery",
    title: "Free delivery on bigger baskets",
    description: "Delivery is free when your order after discounts reaches ₹35. No code needed.",
    discount_label: "FREE DELIVERY",
    code: null,
    offer_type: "free_delivery",
    category: "all",
    link: "/restaurants",
    is_featured: 1,
    is_new: 0,
    valid_until: "2027-12-31T18:29:59.000Z",
  },
  {
    id: "offer-pizza-bogo",
    title: "Buy one, get one pizza",
    description: "Pizza places running their own buy-one-get-one deal. The offer shows on each restaurant's card.",
    discount_label: "BOGO",
    code: null,
    offer_type: "bogo",
    category: "pizza",
    link: "/categories/pizza?offers=buyOneGetOne",
    is_featured: 0,
    is_new: 1,
    valid_until: "2027-06-30T18:29:59.000Z",
  },
  {
    id: "offer-pizza-discount",
    title: "Pizza discounts near you",
    description: "Pizzerias with a percentage or flat discount of their own, valid on selected restaurants.",
    discount_label: "UP TO 50% OFF",
    code: null,
    offer_type: "percentage",
    category: "pizza",
    link: "/categories/pizza?offers=discount",
    is_featured: 0,
    is_new: 0,
    valid_until: "2027-06-30T18:29:59.000Z",
  },
  {
    id: "offer-burger-discount",
    title: "Burger deals",
    description: "Burger joints with their own discounts, valid on selected restaurants.",
    discount_label: "UP TO 40% OFF",
    code: null,
    offer_type: "percentage",
    category: "burgers",
    link: "/categories/burgers?offers=discount",
    is_featured: 0,
    is_new: 0,
    valid_until: "2027-06-30T18:29:59.000Z",
  },
  {
    id: "offer-burger-free-delivery",
    title: "Burgers with free delivery",
    description: "Burger places that deliver free of charge, valid on selected restaurants.",
    discount_label: "FREE DELIVERY",
    code: null,
    offer_type: "free_delivery",
    category: "burgers",
    link: "/categories/burgers?offers=freeDelivery",
    is_featured: 0,
    is_new: 1,
    valid_until: "2027-06-30T18:29:59.000Z",
  },
  {
    id: "offer-asian-noodles",
    title: "Noodles and momos for less",
    description: "Chinese and momo kitchens with their own discounts, valid on selected restaurants.",
    discount_label: "UP TO 30% OFF",
    code: null,
    offer_type: "percentage",
    category: "asian",
    link: "/categories/chinese?offers=discount",
    is_featured: 0,
    is_new: 0,
    valid_until: "2027-03-31T18:29:59.000Z",
  },
  {
    id: "offer-asian-momos-bogo",
    title: "Momos: buy one, get one",
    description: "Momo places running a buy-one-get-one deal, valid on selected restaurants.",
    discount_label: "BOGO",
    code: null,
    offer_type: "bogo",
    category: "asian",
    link: "/categories/momos?offers=buyOneGetOne",
    is_featured: 0,
    is_new: 0,
    valid_until: "2027-03-31T18:29:59.000Z",
  },
  {
    id: "offer-desserts",
    title: "Sweet endings",
    description: "Dessert shops with their own discounts, valid on selected restaurants.",
    discount_label: "UP TO 25% OFF",
    code: null,
    offer_type: "percentage",
    category: "desserts",
    link: "/categories/desserts?offers=discount",
    is_featured: 0,
    is_new: 1,
    valid_until: "2027-03-31T18:29:59.000Z",
  },
  {
    id: "offer-diwali-desserts",
    title: "Diwali mithai week",
    description: "Festive sweets at selected restaurants. This offer has ended.",
    discount_label: "15% OFF",
    code: null,
    offer_type: "percentage",
    category: "desserts",
    link: "/categories/desserts",
    is_featured: 0,
    is_new: 0,
    valid_until: "2026-11-02T18:29:59.000Z",
  },
];

// [category, question, answer]
const FAQS: [string, string, string][] = [
  [
    "orders",
    "How do I track my order?",
    "Open Profile, then Orders. Each order shows its status — Confirmed, Preparing, Out for Delivery or Delivered — and updates as the restaurant and rider move it along.",
  ],
  [
    "orders",
    "Can I cancel my order?",
    "Yes, while the restaurant has not started preparing it. Once cooking has begun, contact us and we will see what we can do.",
  ],
  [
    "payments",
    "When will I get my refund?",
    "Refunds go back to the original payment method within 5–7 business days of the cancellation or the refund being approved. UPI refunds are often faster.",
  ],
  [
    "payments",
    "Which payment methods can I use?",
    "UPI, credit and debit cards, wallets and cash on delivery. Card and UPI payments are handled by our payment provider; we never see or store your card number.",
  ],
  [
    "account",
    "How do I change my password?",
    "While signed in, open Profile, then Account, then Change Password. Changing it signs you out of your other devices. If you cannot sign in at all, send us a message from Help & Support or e-mail us and we will help you back in.",
  ],
  [
    "account",
    "How do I update my delivery address?",
    "Go to Profile, then Addresses. You can add, edit or delete addresses and choose a default one for checkout.",
  ],
  [
    "technical",
    "The app or website is not loading. What should I do?",
    "Check your internet connection, refresh the page, and make sure your browser is up to date. If it still fails, send us a message from Help & Support with what you see.",
  ],
  [
    "orders",
    "My order arrived with an item missing. What now?",
    "Sorry about that. Send us a message from Help & Support within 24 hours of delivery, choosing the Orders category, and name the missing item. We refund or re-deliver it.",
  ],
  [
    "orders",
    "Why is my order late?",
    "Heavy rain, festival rush or a busy kitchen can slow things down. The order page shows the latest status; if it is more than 30 minutes past the estimate, contact us.",
  ],
  [
    "orders",
    "Can I schedule an order for later?",
    "Not yet. Orders are prepared as soon as the restaurant confirms them.",
  ],
  [
    "orders",
    "What is the minimum order value?",
    "Each restaurant sets its own minimum order, shown on its card and menu.",
  ],
  [
    "payments",
    "How do promo codes work?",
    "Enter a code such as SAVE20 or FLAT10 in the Promo Code box on the cart page. The Offers page lists every code that currently works and its minimum order.",
  ],
  [
    "payments",
    "I was charged but my order failed. What happens?",
    "If a payment goes through but the order is not placed, the amount is refunded automatically within 5–7 business days. Write to us with the order time if you do not see it.",
  ],
  [
    "payments",
    "Do you charge a delivery or service fee?",
    "A small delivery fee applies to smaller orders and is free above the threshold shown at checkout; a service fee and taxes are itemised in the order summary before you pay.",
  ],
  [
    "account",
    "How do I delete my account?",
    "Open Profile, then Settings, and use the Danger Zone at the bottom. Deleting is permanent and removes your addresses, favourites and cart.",
  ],
  [
    "account",
    "I did not receive my verification code.",
    "Check your spam folder and wait a minute; then use 'Resend OTP' on the verification page. Codes expire after a short while, so use the newest one.",
  ],
  [
    "technical",
    "Why do you ask for my location?",
    "To show restaurants that deliver to you. You can type your area instead of sharing your device's location.",
  ],
];
