import { db } from "~/db/database.server";
import type { Translate } from "~/lib/i18n";
import { promoTerms, selectOffers, type Offer, type OfferQuery } from "./offers";

/**
 * The current deals for the Offers page. A coded offer whose code checkout no longer accepts is left
 * out, so the page never advertises a code that would be refused. Its terms are written with `t`.
 */
export async function currentOffers(query: OfferQuery, t: Translate, now = new Date()): Promise<Offer[]> {
  const rows = await db()
    .selectFrom("offers")
    .selectAll()
    .where("valid_until", ">", now.toISOString())
    .orderBy("sort_order")
    .execute();
  const offers = rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      discountLabel: row.discount_label,
      code: row.code,
      terms: row.code ? promoTerms(row.code, t) : null,
      category: row.category,
      link: row.link,
      featured: row.is_featured === 1,
      isNew: row.is_new === 1,
      validUntil: row.valid_until,
    }))
    .filter((offer) => offer.code === null || offer.terms !== null);
  return selectOffers(offers, query, now);
}
