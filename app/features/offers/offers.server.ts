import { db } from "~/db/database.server";
import { promoMinimum, type Offer } from "./offers";

/**
 * The current deals for the Offers page, in English as stored: the page words them in the customer's
 * language (`wordOffer`) before `selectOffers` searches them. A coded offer whose code checkout no longer
 * accepts is left out, so the page never advertises a code that would be refused.
 */
export async function currentOffers(now = new Date()): Promise<Offer[]> {
  const rows = await db()
    .selectFrom("offers")
    .selectAll()
    .where("valid_until", ">", now.toISOString())
    .orderBy("sort_order")
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      discountLabel: row.discount_label,
      code: row.code,
      minimumPaise: row.code ? promoMinimum(row.code) : null,
      category: row.category,
      link: row.link,
      featured: row.is_featured === 1,
      isNew: row.is_new === 1,
      validUntil: row.valid_until,
    }))
    .filter((offer) => offer.code === null || offer.minimumPaise !== null);
}
