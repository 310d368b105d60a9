import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { newId, nowIso } from "~/lib/ids.server";
import * as contactUs from "~/routes/content/contact-us";
import * as corporateContact from "~/routes/content/corporate-contact";
import * as offers from "~/routes/content/offers";
import * as partner from "~/routes/content/partner-with-us";
import * as help from "~/routes/help/help";
import * as vote from "~/routes/help/vote";
import * as helpSupport from "~/routes/profile/help-support";
import { signedInCustomer } from "../support/accounts";
import { CookieJar } from "../../scripts/support/cookies";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";
import { flashOf } from "../support/flash";

type Reply = { result: { error?: Record<string, string[] | undefined> } };
const errors = (body: unknown) => (body as Reply).result.error ?? {};
const leadsWith = (email: string) => db().selectFrom("leads").selectAll().where("email", "=", email).execute();

// Every test starts with no requests counted: lead forms are limited per address (all of these post from one).
beforeEach(async () => {
  await db().deleteFrom("rate_limits").execute();
});

const corporate = (over: Record<string, string> = {}) => ({
  submissionKey: newId(),
  companyName: "Finlytics Pvt Ltd",
  contactName: "Priya Raman",
  email: `${newId()}@finlytics.in`,
  phone: "+91 98765 43210",
  employeeCount: "40",
  plan: "standard",
  message: "Lunch for two offices.",
  website: "",
  ...over,
});

describe("the corporate 'Let's Talk' form", () => {
  it("stores a lead with the chosen plan and answers 303 with the 24-hour promise", async () => {
    const fields = corporate();
    const outcome = await post(corporateContact.action, "/corporate/contact", fields, new CookieJar());
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/corporate");
    expect(await flashOf(outcome)).toBe("Thanks! Our team will reply within 24 hours.");
    const [lead] = await leadsWith(fields.email);
    expect(lead).toMatchObject({
      kind: "corporate",
      plan: "standard",
      name: "Priya Raman",
      organisation: "Finlytics Pvt Ltd",
      phone: "+919876543210",
      handled: 0,
      idempotency_key: fields.submissionKey,
    });
    expect(JSON.parse(lead!.details)).toEqual({ employeeCount: 40 });
  });

  it("offers the chosen plan and a fresh submission key on the page", async () => {
    const first = corporateContact.loader(await routeArgs("/corporate/contact?plan=enterprise"));
    const second = corporateContact.loader(await routeArgs("/corporate/contact?plan=gold"));
    expect(first.plan).toBe("enterprise");
    expect(second.plan).toBeNull();
    expect(first.submissionKey).toMatch(/^[0-9a-f]{24}$/);
    expect(first.submissionKey).not.toBe(second.submissionKey);
  });

  it("refuses empty, overlong and malformed input with a message per field, storing nothing", async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ companyName: "" }, "companyName", /Enter your company's name/],
      [{ contactName: "x".repeat(101) }, "contactName", /at most 100/],
      [{ email: "priya@" }, "email", /valid e-mail/],
      [{ email: "" }, "email", /Enter your e-mail/],
      [{ phone: "12345" }, "phone", /10-digit Indian mobile/],
      [{ phone: "" }, "phone", /10-digit Indian mobile|Enter a mobile/],
      [{ employeeCount: "0" }, "employeeCount", /at least 1/],
      [{ employeeCount: "many" }, "employeeCount", /whole number/],
      [{ message: "x".repeat(2001) }, "message", /at most 2000/],
    ];
    for (const [over, field, message] of cases) {
      const fields = corporate(over);
      const outcome = await post(corporateContact.action, "/corporate/contact", fields, new CookieJar());
      expect(outcome.status, field).toBe(400);
      expect(errors(outcome.body)[field]?.join(" "), field).toMatch(message);
      expect(
        await db().selectFrom("leads").select("id").where("idempotency_key", "=", fields.submissionKey).execute(),
        field,
      ).toEqual([]);
    }
  });

  it("accepts a honeypot hit silently and stores nothing", async () => {
    const fields = corporate({ website: "http://spam.example" });
    const outcome = await post(corporateContact.action, "/corporate/contact", fields, new CookieJar());
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/corporate");
    expect(await flashOf(outcome)).toBe("Thanks! Our team will reply within 24 hours.");
    expect(await leadsWith(fields.email)).toEqual([]);
  });

  it("stores a repeated submit of the same form once and answers it with the same success", async () => {
    const fields = corporate();
    const first = await post(corporateContact.action, "/corporate/contact", fields, new CookieJar());
    const second = await post(corporateContact.action, "/corporate/contact", fields, new CookieJar());
    expect(second).toMatchObject({ status: first.status, location: first.location });
    expect(await leadsWith(fields.email)).toHaveLength(1);
  });
});

describe("the contact and partner forms", () => {
  it("store contact messages as leads, once per submission, with the phone optional", async () => {
    const email = `${newId()}@example.com`;
    const fields = {
      submissionKey: newId(),
      name: "Asha Nair",
      email,
      phone: "",
      topic: "feedback",
      message: "Loved the biryani.",
      website: "",
    };
    const outcome = await post(contactUs.action, "/contact-us", fields, new CookieJar());
    expect(outcome).toMatchObject({ status: 303, location: "/contact-us" });
    expect(await flashOf(outcome)).toBe("Thanks for writing to us! We will reply by e-mail within 24 hours.");
    await post(contactUs.action, "/contact-us", fields, new CookieJar());
    const leads = await leadsWith(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: "contact", phone: null, message: "Loved the biryani.", plan: null });
    expect(JSON.parse(leads[0]!.details)).toEqual({ topic: "feedback" });
  });

  it("refuses an empty contact message and a bad phone; drops a honeypot hit", async () => {
    const email = `${newId()}@example.com`;
    const bad = await post(
      contactUs.action,
      "/contact-us",
      { submissionKey: newId(), name: "Asha", email, phone: "555-0100", topic: "general", message: "  " },
      new CookieJar(),
    );
    expect(bad.status).toBe(400);
    expect(errors(bad.body).message).toEqual(["Enter your message."]);
    expect(errors(bad.body).phone?.[0]).toMatch(/10-digit Indian mobile/);
    const bot = await post(
      contactUs.action,
      "/contact-us",
      { submissionKey: newId(), name: "Bot", email, topic: "general", message: "Buy now", website: "spam" },
      new CookieJar(),
    );
    expect(bot.status).toBe(303);
    expect(await leadsWith(email)).toEqual([]);
  });

  it("store partner enquiries with the restaurant and city", async () => {
    const email = `${newId()}@example.com`;
    const fields = {
      submissionKey: newId(),
      restaurantName: "Dosa Corner",
      contactName: "Ravi Kumar",
      email,
      phone: "9123456780",
      city: "Chennai",
      message: "",
      website: "",
    };
    const outcome = await post(partner.action, "/partner-with-us", fields, new CookieJar());
    expect(outcome).toMatchObject({ status: 303, location: "/partner-with-us" });
    expect(await flashOf(outcome)).toBe(
      "Thanks! Our restaurant partnerships team will call you within 2 business days.",
    );
    const [lead] = await leadsWith(email);
    expect(lead).toMatchObject({ kind: "partner", organisation: "Dosa Corner", phone: "+919123456780" });
    expect(JSON.parse(lead!.details)).toEqual({ city: "Chennai" });

    const bad = await post(
      partner.action,
      "/partner-with-us",
      { ...fields, submissionKey: newId(), email: "not-an-email", city: "" },
      new CookieJar(),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(errors(bad.body)).sort()).toEqual(["city", "email"]);
    expect(await leadsWith(email)).toHaveLength(1);
  });
});

describe("the offers page", () => {
  it("hides expired offers and lists only codes checkout accepts", async () => {
    const page = await offers.loader(await routeArgs("/offers"));
    const ids = page.offers.map((offer) => offer.id);
    expect(ids).toContain("offer-save20");
    expect(ids).not.toContain("offer-diwali-desserts");
    expect(page.offers.every((offer) => Date.parse(offer.validUntil) > Date.now())).toBe(true);
    expect(
      page.offers
        .filter((offer) => offer.code)
        .map((offer) => offer.code)
        .sort(),
    ).toEqual(["FLAT10", "SAVE20"]);
  });

  // Customer audit M9: in Hindi the page's 30 offer texts (badges, titles, descriptions) were English.
  it("words every offer in the customer's language, and searches the words on the page", async () => {
    const english = await offers.loader(await routeArgs("/offers"));
    const hindi = await offers.loader(await routeArgs("/offers", {}, { headers: { "Accept-Language": "hi-IN" } }));
    expect(hindi.offers.map((offer) => offer.id)).toEqual(english.offers.map((offer) => offer.id));
    const texts = (page: typeof hindi) =>
      page.offers.flatMap((offer) => [offer.title, offer.description, offer.discountLabel]);
    const inEnglish = new Set(texts(english));
    expect(texts(hindi).filter((text) => inEnglish.has(text))).toEqual([]);
    expect(texts(hindi).every((text) => /[\u0900-\u097F]/.test(text))).toBe(true);

    const found = await offers.loader(
      await routeArgs(`/offers?q=${encodeURIComponent("बर्गर")}`, {}, { headers: { "Accept-Language": "hi-IN" } }),
    );
    expect(found.offers.map((offer) => offer.id)).toContain("offer-burger-free-delivery");
    const typedInEnglish = await offers.loader(
      await routeArgs("/offers?q=burger", {}, { headers: { "Accept-Language": "hi-IN" } }),
    );
    expect(typedInEnglish.offers.map((offer) => offer.id)).toContain("offer-burger-free-delivery");
    expect(typedInEnglish.offers.every((offer) => /[\u0900-\u097F]/.test(offer.title))).toBe(true);
  });

  it("hides an offer once its valid-until time has passed", async () => {
    await db()
      .updateTable("offers")
      .set({ valid_until: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", "offer-burger-discount")
      .execute();
    const page = await offers.loader(await routeArgs("/offers?category=burgers"));
    expect(page.offers.map((offer) => offer.id)).not.toContain("offer-burger-discount");
    expect(page.offers.map((offer) => offer.id)).toContain("offer-burger-free-delivery");
  });

  it("filters by category tab and by search", async () => {
    const desserts = await offers.loader(await routeArgs("/offers?category=desserts"));
    expect(desserts.query.tab).toBe("desserts");
    expect(desserts.offers.every((offer) => offer.category === "desserts" || offer.category === "all")).toBe(true);
    expect(desserts.offers.some((offer) => offer.category === "desserts")).toBe(true);

    const found = await offers.loader(await routeArgs("/offers?q=momos+buy"));
    expect(found.offers.map((offer) => offer.id)).toEqual(["offer-asian-momos-bogo"]);
    const none = await offers.loader(await routeArgs("/offers?q=momos&category=pizza"));
    expect(none.offers).toEqual([]);
  });
});

describe("FAQ votes", () => {
  it("count one vote per customer per FAQ; voting again switches the answer", async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    const returnTo = "/help?category=payments#faq-03";
    const first = await post(vote.action, "/help/vote", { faqId: "faq-03", helpful: "yes", returnTo }, a.jar);
    expect(first).toMatchObject({ status: 303, location: "/help?category=payments#faq-03" });
    expect(await flashOf(first)).toBe("Thanks for your feedback!");
    await post(vote.action, "/help/vote", { faqId: "faq-03", helpful: "yes", returnTo }, a.jar);
    await post(vote.action, "/help/vote", { faqId: "faq-03", helpful: "yes", returnTo }, b.jar);

    const faqOf = async (jar: CookieJar) =>
      (await help.loader(await routeArgs("/help?category=payments", {}, { cookie: jar.header() }))).faqs.find(
        (faq) => faq.id === "faq-03",
      )!;
    expect(await faqOf(a.jar)).toMatchObject({ helpfulCount: 2, voteCount: 2, myVote: true });

    await post(vote.action, "/help/vote", { faqId: "faq-03", helpful: "no", returnTo }, a.jar);
    expect(await faqOf(a.jar)).toMatchObject({ helpfulCount: 1, voteCount: 2, myVote: false });
    expect(await faqOf(b.jar)).toMatchObject({ myVote: true });
    expect(await db().selectFrom("faq_votes").select("user_id").where("faq_id", "=", "faq-03").execute()).toHaveLength(
      2,
    );
  });

  it("sends guests to sign in and ignores unknown FAQs", async () => {
    const guest = await post(
      vote.action,
      "/help/vote",
      { faqId: "faq-01", helpful: "yes", returnTo: "/help" },
      new CookieJar(),
    );
    expect(guest).toMatchObject({ status: 303, location: "/login?redirectTo=%2Fhelp" });
    const guestPage = await help.loader(await routeArgs("/help?q=refund"));
    expect(guestPage.signInHref).toBe("/login?redirectTo=%2Fhelp%3Fq%3Drefund");

    const { jar } = await signedInCustomer();
    const unknown = await post(vote.action, "/help/vote", { faqId: "faq-99", helpful: "yes", returnTo: "/help" }, jar);
    expect(unknown).toMatchObject({ status: 303, location: "/help" });
    expect(await db().selectFrom("faq_votes").select("faq_id").where("faq_id", "=", "faq-99").execute()).toEqual([]);
  });

  it("searches FAQs and filters them by category", async () => {
    const refund = await help.loader(await routeArgs("/help?q=refund"));
    expect(refund.faqs.length).toBeGreaterThan(0);
    expect(refund.faqs.every((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes("refund"))).toBe(true);
    expect(refund.faqs.some((faq) => faq.answer.includes("5–7 business days"))).toBe(true);
    const technical = await help.loader(await routeArgs("/help?category=technical"));
    expect(technical.faqs.length).toBeGreaterThan(0);
    expect(technical.faqs.every((faq) => faq.category === "technical")).toBe(true);
  });
});

describe("support tickets", () => {
  const ticket = (over: Record<string, string> = {}) => ({
    submissionKey: newId(),
    subject: "Missing raita",
    category: "orders",
    priority: "high",
    message: "My biryani came without raita.",
    ...over,
  });

  it("are created once per submission and listed only to their customer, with replies", async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    const fields = ticket();
    const outcome = await post(helpSupport.action, "/profile/help-support?tab=contact", fields, a.jar);
    expect(outcome).toMatchObject({ status: 303, location: "/profile/help-support?tab=tickets" });
    expect(await flashOf(outcome)).toBe("Your ticket has been created. We usually reply within 4–6 hours.");
    await post(helpSupport.action, "/profile/help-support?tab=contact", fields, a.jar);
    await post(helpSupport.action, "/profile/help-support?tab=contact", ticket({ subject: "Refund status" }), b.jar);

    const mine = await helpSupport.loader(
      await routeArgs("/profile/help-support?tab=tickets", {}, { cookie: a.jar.header() }),
    );
    expect(mine.tickets.map((t) => t.subject)).toEqual(["Missing raita"]);
    expect(mine.tickets[0]).toMatchObject({ status: "open", category: "orders", priority: "high", replies: [] });

    await db()
      .insertInto("ticket_replies")
      .values({
        id: newId(),
        ticket_id: mine.tickets[0]!.id,
        author_name: "Meera from Support",
        body: "Refunded ₹40 for the raita.",
        created_at: nowIso(),
      })
      .execute();
    const theirs = await helpSupport.loader(
      await routeArgs("/profile/help-support?tab=tickets", {}, { cookie: b.jar.header() }),
    );
    expect(theirs.tickets.map((t) => t.subject)).toEqual(["Refund status"]);
    expect(theirs.tickets[0]!.replies).toEqual([]);
    const again = await helpSupport.loader(
      await routeArgs("/profile/help-support?tab=tickets", {}, { cookie: a.jar.header() }),
    );
    expect(again.tickets[0]!.replies).toMatchObject([
      { authorName: "Meera from Support", body: "Refunded ₹40 for the raita." },
    ]);
  });

  it("refuse empty, overlong or unknown choices with field messages and store nothing", async () => {
    const { userId, jar } = await signedInCustomer();
    const outcome = await post(
      helpSupport.action,
      "/profile/help-support?tab=contact",
      ticket({ subject: "", message: "x".repeat(2001), category: "billing", priority: "urgent" }),
      jar,
    );
    expect(outcome.status).toBe(400);
    expect(errors(outcome.body)).toMatchObject({
      subject: ["Enter a subject."],
      message: ["Use at most 2000 characters."],
      category: ["Choose a category."],
      priority: ["Choose a priority."],
    });
    expect(await db().selectFrom("support_tickets").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("need a signed-in customer", async () => {
    const outcome = await thrown(async () => helpSupport.loader(await routeArgs("/profile/help-support?tab=tickets")));
    expect(outcome.location).toBe("/login?redirectTo=%2Fprofile%2Fhelp-support%3Ftab%3Dtickets");
    const posted = await post(helpSupport.action, "/profile/help-support", ticket(), new CookieJar());
    expect(posted.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("in Hindi", () => {
  const inHindi = () => {
    const jar = new CookieJar();
    jar.set("lang", "hi");
    return jar;
  };

  it("shows the FAQs in Hindi, found by Hindi or English words", async () => {
    const page = await help.loader(await routeArgs("/help?category=payments", {}, { cookie: "lang=hi" }));
    const refund = page.faqs.find((faq) => faq.id === "faq-03")!;
    expect(refund.question).toBe("मुझे मेरा रिफ़ंड कब मिलेगा?");
    expect(refund.answer).toContain("5–7 कामकाजी दिनों में");
    for (const q of ["रिफ़ंड", "refund"]) {
      const found = await help.loader(await routeArgs(`/help?q=${encodeURIComponent(q)}`, {}, { cookie: "lang=hi" }));
      expect(
        found.faqs.map((faq) => faq.id),
        q,
      ).toContain("faq-03");
    }
    const english = await help.loader(await routeArgs("/help?q=रिफ़ंड"));
    expect(english.faqs).toEqual([]);
  });

  it("thanks for a lead, a vote and a ticket in Hindi", async () => {
    const lead = await post(corporateContact.action, "/corporate/contact", corporate(), inHindi());
    expect(await flashOf(lead)).toBe("धन्यवाद! हमारी टीम 24 घंटे में जवाब देगी।");

    const { jar } = await signedInCustomer();
    jar.set("lang", "hi");
    const voted = await post(vote.action, "/help/vote", { faqId: "faq-01", helpful: "yes", returnTo: "/help" }, jar);
    expect(await flashOf(voted)).toBe("आपकी राय के लिए धन्यवाद!");
    const ticket = await post(
      helpSupport.action,
      "/profile/help-support?tab=contact",
      { submissionKey: newId(), subject: "रायता नहीं आया", category: "orders", priority: "high", message: "…" },
      jar,
    );
    expect(await flashOf(ticket)).toBe("आपका टिकट बन गया है। हम आमतौर पर 4–6 घंटे में जवाब देते हैं।");
  });
});
