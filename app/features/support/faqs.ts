/** The FAQ filter (spec §2 Help & Support). */

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

/** FAQs in the category whose question or answer contains every word searched for. */
export function selectFaqs<T extends { category: string; question: string; answer: string }>(
  faqs: T[],
  query: FaqQuery,
): T[] {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  return faqs.filter(
    (faq) =>
      (query.category === "all" || faq.category === query.category) &&
      words.every((word) => `${faq.question} ${faq.answer}`.toLowerCase().includes(word)),
  );
}

/** The FAQ page's address for a search and category, keeping the other (used by tabs and after a vote). */
export function faqHref(base: string, query: FaqQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("category", query.category);
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}
