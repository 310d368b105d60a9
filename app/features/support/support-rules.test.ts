import { describe, expect, it } from "vitest";
import { parseSearch } from "~/lib/search-params.server";
import { faqHref, selectFaqs } from "./faqs";
import { guideBySlug, GUIDES } from "./guides";
import { faqQuerySchema } from "./support-query.server";
import { ticketReference } from "./tickets";

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
