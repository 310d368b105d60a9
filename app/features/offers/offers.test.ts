import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { parseSearch } from "~/lib/search-params.server";
import { menuDeals, promoMinimum, selectOffers, type Offer } from "./offers";
import { dealText, promoTermsText } from "./offers-words";
import { offerQuerySchema } from "./offers-query.server";

const offer = (id: string, over: Partial<Offer> = {}): Offer => ({
  id,
  title: `Deal ${id}`,
  description: "Tasty",
  discountLabel: "10% OFF",
  code: null,
  minimumPaise: null,
  category: "pizza",
  link: "/restaurants",
  featured: false,
  isNew: false,
  validUntil: "2027-01-01T00:00:00.000Z",
  ...over,
});

const now = new Date("2026-12-01T00:00:00.000Z");

describe("selectOffers", () => {
  it("hides offers whose valid-until time has passed, including one ending exactly now", () => {
    const offers = [
      offer("a"),
      offer("b", { validUntil: "2026-11-30T23:59:59.000Z" }),
      offer("c", { validUntil: now.toISOString() }),
    ];
    expect(selectOffers(offers, { q: "", tab: "all" }, now).map((o) => o.id)).toEqual(["a"]);
  });

  it("keeps a tab's offers and the offers valid everywhere", () => {
    const offers = [offer("pizza"), offer("burger", { category: "burgers" }), offer("any", { category: "all" })];
    expect(selectOffers(offers, { q: "", tab: "pizza" }, now).map((o) => o.id)).toEqual(["pizza", "any"]);
    expect(selectOffers(offers, { q: "", tab: "all" }, now)).toHaveLength(3);
  });

  it("matches every searched word in title, description, label or code, ignoring case", () => {
    const offers = [offer("a", { code: "SAVE20" }), offer("b", { description: "Free delivery today" })];
    expect(selectOffers(offers, { q: "save20", tab: "all" }, now).map((o) => o.id)).toEqual(["a"]);
    expect(selectOffers(offers, { q: "FREE today", tab: "all" }, now).map((o) => o.id)).toEqual(["b"]);
    expect(selectOffers(offers, { q: "free tomorrow", tab: "all" }, now)).toEqual([]);
  });
});

describe("offerQuerySchema", () => {
  it("falls back to all for an unknown tab and trims and caps the search", () => {
    expect(parseSearch(new URLSearchParams("category=sushi&q=%20pizza%20"), offerQuerySchema)).toEqual({
      q: "pizza",
      tab: "all",
    });
    expect(parseSearch(new URLSearchParams(`category=desserts&q=${"x".repeat(100)}`), offerQuerySchema).q).toHaveLength(
      60,
    );
  });
});

describe("promoMinimum", () => {
  it("states the minimum order checkout applies, and nothing for a code checkout refuses", () => {
    const t = fixedT("en");
    expect(promoTermsText(promoMinimum("SAVE20")!, t)).toBe("Min. order ₹25");
    expect(promoTermsText(promoMinimum("FLAT10")!, t)).toBe("Min. order ₹30");
    expect(promoMinimum("BOGUS50")).toBeNull();
    expect(promoMinimum("toString")).toBeNull();
    expect(promoTermsText(promoMinimum("SAVE20")!, fixedT("hi"))).toBe("न्यूनतम ऑर्डर ₹25");
  });
});

describe("menuDeals", () => {
  it("lists the restaurant's offer, its dishes' best and the codes, in the page's language", () => {
    const worded = (deals: ReturnType<typeof menuDeals>, t: ReturnType<typeof fixedT>) =>
      deals.map((deal) => dealText(deal, t));
    expect(worded(menuDeals("Free delivery", [10, null, 25]), fixedT("en"))).toEqual([
      { title: "Free delivery", detail: "Applied at checkout. No code needed." },
      { title: "Up to 25% OFF on dishes", detail: "On dishes marked % OFF. No code needed." },
      { title: "20% off with SAVE20", detail: "Min. order ₹25. Apply it on the cart page." },
      { title: "₹10 off with FLAT10", detail: "Min. order ₹30. Apply it on the cart page." },
    ]);
    expect(worded(menuDeals(null, []), fixedT("hi"))).toEqual([
      { title: "SAVE20 से 20% की छूट", detail: "न्यूनतम ऑर्डर ₹25। इसे कार्ट पेज पर लगाएँ।" },
      { title: "FLAT10 से ₹10 की छूट", detail: "न्यूनतम ऑर्डर ₹30। इसे कार्ट पेज पर लगाएँ।" },
    ]);
  });
});
