import { sql } from "kysely";
import { db } from "~/db/database.server";
import { fixedT, type Language } from "~/lib/i18n";
import { nowIso } from "~/lib/ids.server";
import { selectFaqs, type Faq, type FaqQuery } from "./faqs";

/**
 * The FAQs matching the query with their vote counts, and `userId`'s own vote when signed in, in
 * `language`: the questions and answers are stored in English, which is their catalogue id. The search
 * looks at both the shown and the English text.
 */
export async function listFaqs(query: FaqQuery, userId: string | null, language: Language): Promise<Faq[]> {
  const t = fixedT(language);
  const rows = await db()
    .selectFrom("faqs")
    .leftJoin("faq_votes", "faq_votes.faq_id", "faqs.id")
    .select([
      "faqs.id",
      "faqs.category",
      "faqs.question",
      "faqs.answer",
      sql<number>`coalesce(sum(faq_votes.helpful), 0)`.as("helpful_count"),
      sql<number>`count(faq_votes.user_id)`.as("vote_count"),
      sql<number | null>`max(case when faq_votes.user_id = ${userId ?? ""} then faq_votes.helpful end)`.as("my_vote"),
    ])
    .groupBy(["faqs.id", "faqs.category", "faqs.question", "faqs.answer", "faqs.sort_order"])
    .orderBy("faqs.sort_order")
    .execute();
  const faqs = rows.map((row) => ({
    id: row.id,
    category: row.category,
    question: t(row.question),
    answer: t(row.answer),
    english: language === "en" ? undefined : `${row.question} ${row.answer}`,
    helpfulCount: Number(row.helpful_count),
    voteCount: Number(row.vote_count),
    myVote: row.my_vote === null ? null : row.my_vote === 1,
  }));
  return selectFaqs(faqs, query).map(({ english: _english, ...faq }) => faq);
}

/**
 * Records a customer's 'Was this helpful?' answer. One vote per customer per FAQ: answering again
 * replaces the earlier answer, so counts never grow from repeats. False when the FAQ does not exist.
 */
export async function recordFaqVote(userId: string, faqId: string, helpful: boolean): Promise<boolean> {
  const faq = await db().selectFrom("faqs").select("id").where("id", "=", faqId).executeTakeFirst();
  if (!faq) return false;
  await db()
    .insertInto("faq_votes")
    .values({ faq_id: faqId, user_id: userId, helpful: helpful ? 1 : 0, voted_at: nowIso() })
    .onConflict((conflict) =>
      conflict.columns(["faq_id", "user_id"]).doUpdateSet({ helpful: helpful ? 1 : 0, voted_at: nowIso() }),
    )
    .execute();
  return true;
}
