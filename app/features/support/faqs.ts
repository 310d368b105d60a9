import type { Translate } from "~/lib/i18n";

/** The FAQ filter (spec §2 Help & Support). Names are in English, as catalogue ids: pages show them through `t`. */

export const FAQ_CATEGORIES = {
  all: "All",
  orders: "Orders",
  payments: "Payments",
  account: "Account",
  technical: "Technical",
} as const;
export type FaqCategoryFilter = keyof typeof FAQ_CATEGORIES;

export const MAX_FAQ_QUERY = 80;

/** The FAQ search's `?q=` and `?category=` (`faqQuerySchema`, support-query.server.ts). */
export interface FaqQuery {
  q: string;
  category: FaqCategoryFilter;
}

export interface Faq {
  id: string;
  category: string;
  question: string;
  answer: string;
  helpfulCount: number;
  voteCount: number;
  /** The signed-in customer's own answer: true (Yes), false (No) or null (not voted, or a guest). */
  myVote: boolean | null;
}

const searchable = (text: string) => text.normalize("NFC").toLowerCase();

/**
 * FAQs in the category whose question or answer contains every word searched for: as the page shows
 * them, or in English (`english`, when the page is in another language), so "refund" finds in Hindi too.
 */
export function selectFaqs<T extends { category: string; question: string; answer: string; english?: string }>(
  faqs: T[],
  query: FaqQuery,
): T[] {
  const words = searchable(query.q).split(/\s+/).filter(Boolean);
  return faqs.filter((faq) => {
    const text = searchable(`${faq.question} ${faq.answer} ${faq.english ?? ""}`);
    return (query.category === "all" || faq.category === query.category) && words.every((word) => text.includes(word));
  });
}

/**
 * The FAQs a page shows: in its language (`t`; stored in English, their catalogue ids), those the query
 * finds in the shown or the English text.
 */
export function shownFaqs(faqs: readonly Faq[], query: FaqQuery, t: Translate): Faq[] {
  const shown = faqs.map((faq) => ({
    ...faq,
    question: t(faq.question),
    answer: t(faq.answer),
    english: `${faq.question} ${faq.answer}`,
  }));
  return selectFaqs(shown, query).map(({ english: _english, ...faq }) => faq);
}

/** The FAQ page's address for a search and category, keeping the other (used by tabs and after a vote). */
export function faqHref(base: string, query: FaqQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("category", query.category);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
