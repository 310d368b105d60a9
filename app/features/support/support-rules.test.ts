import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { SUPPORT_CONTACT } from "./contact";
import { FAQ_CATEGORIES, faqHref, selectFaqs, shownFaqs } from "./faqs";
import { guideBySlug, GUIDES } from "./guides";
import { SUPPORT_MESSAGES } from "./support-messages";
import { faqQuerySchema } from "./support-query.server";
import { ticketSchema } from "./support.schema";
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES, ticketReference } from "./tickets";

const faqs = [
  { category: "payments", question: "When will I get my refund?", answer: "Within 5–7 business days." },
  { category: "orders", question: "How do I track my order?", answer: "Open Orders." },
];

describe("selectFaqs", () => {
  it("filters by category and by every searched word in question or answer", () => {
    expect(selectFaqs(faqs, { q: "", category: "orders" })).toEqual([faqs[1]]);
    expect(selectFaqs(faqs, { q: "REFUND days", category: "all" })).toEqual([faqs[0]]);
    expect(selectFaqs(faqs, { q: "refund", category: "orders" })).toEqual([]);
  });

  it("finds a question shown in Hindi by its Hindi words or by its English ones", () => {
    const hindi = [{ category: "payments", question: "रिफ़ंड कब मिलेगा?", answer: "5–7 दिनों में।", english: "refund" }];
    expect(selectFaqs(hindi, { q: "रिफ़ंड", category: "all" })).toEqual(hindi);
    expect(selectFaqs(hindi, { q: "Refund", category: "all" })).toEqual(hindi);
    expect(selectFaqs(hindi, { q: "card", category: "all" })).toEqual([]);
  });
});

describe("shownFaqs", () => {
  it("shows the stored English questions in the page's language, found by either", () => {
    const stored = [
      {
        id: "f",
        category: "orders",
        question: "How do I track my order?",
        answer: "x",
        helpfulCount: 0,
        voteCount: 0,
        myVote: null,
      },
    ];
    const hindi = fixedT("hi");
    const [shown] = shownFaqs(stored, { q: "", category: "all" }, hindi);
    expect(shown?.question).toBe(hindi("How do I track my order?"));
    expect(shown?.question).not.toBe("How do I track my order?");
    expect(shownFaqs(stored, { q: "track", category: "all" }, hindi)).toHaveLength(1);
    expect(shownFaqs(stored, { q: "track", category: "payments" }, hindi)).toEqual([]);
  });
});

describe("faqQuerySchema and faqHref", () => {
  it("ignores unknown categories and builds links that keep the search and the page's parameters", () => {
    expect(parseSearch(new URLSearchParams("category=billing&q=+card+"), faqQuerySchema)).toEqual({
      q: "card",
      category: "all",
    });
    expect(faqHref("/help", { q: "card", category: "payments" })).toBe("/help?q=card&category=payments");
    expect(faqHref("/profile/help-support", { q: "", category: "all" }, { tab: "faqs" })).toBe(
      "/profile/help-support?tab=faqs",
    );
    expect(faqHref("/help", { q: "", category: "all" })).toBe("/help");
  });
});

describe("guides and tickets", () => {
  it("has six guides with unique slugs", () => {
    expect(GUIDES).toHaveLength(6);
    expect(new Set(GUIDES.map((guide) => guide.slug)).size).toBe(6);
    expect(guideBySlug("using-offers")?.title).toBe("Using offers and promo codes");
    expect(guideBySlug("nope")).toBeUndefined();
  });

  it("shows a ticket as the last 8 characters of its id, upper-cased", () => {
    expect(ticketReference("0123456789abcdef01a2b3c4")).toBe("01A2B3C4");
  });
});

describe("in Hindi", () => {
  const hindi = fixedT("hi");
  /** Ids kept in English in code and shown through `t`: each has a Hindi translation (not its own id). */
  const translated = (ids: string[]) => ids.filter((id) => hindi(id) === id);

  it("has every guide, category, priority, status, contact hour and message", () => {
    expect(
      translated([
        ...GUIDES.flatMap((guide) => [guide.title, guide.summary]),
        ...Object.values(FAQ_CATEGORIES),
        ...Object.values(TICKET_CATEGORIES),
        ...Object.values(TICKET_PRIORITIES),
        ...Object.values(TICKET_STATUSES),
        ...Object.values(SUPPORT_MESSAGES).map((message) => message.text),
        SUPPORT_CONTACT.phoneHours,
      ]),
    ).toEqual([]);
    expect(hindi(guideBySlug("using-offers")!.title)).toBe("ऑफ़र और प्रोमो कोड का इस्तेमाल");
  });

  it("has the ticket form's errors", () => {
    const result = ticketSchema.safeParse({ subject: "", category: "billing", priority: "urgent", message: "" });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain("Enter a subject.");
    expect(translated(messages)).toEqual([]);
    expect(hindi("Enter a subject.")).toBe("विषय डालें।");
  });

  it("counts questions with plurals and keeps the searched words", () => {
    expect(
      hindi("{count, plural, one {# question} other {# questions}} for “{query}”", { count: 2, query: "रिफ़ंड" }),
    ).toBe("“रिफ़ंड” के लिए 2 सवाल");
  });
});
