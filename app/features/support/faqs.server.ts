import { sql } from "kysely";
import { db } from "~/db/database.server";
import { nowIso } from "~/lib/ids.server";
import type { Faq } from "./faqs";

/**
 * Every FAQ with its vote counts, and `userId`'s own vote when signed in. The questions and answers are
 * stored in English, which is their catalogue id: pages show them with `shownFaqs`.
 */
export async function listFaqs(userId: string | null): Promise<Faq[]> {
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
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    helpfulCount: Number(row.helpful_count),
    voteCount: Number(row.vote_count),
    myVote: row.my_vote === null ? null : row.my_vote === 1,
  }));
}

/**
 * Records a customer's 'Was this helpful?' answer. One vote per customer per FAQ: answering again
 * replaces the earlier answer, so counts never grow from repeats.
 */
export async function recordFaqVote(
  userId: string,
  faqId: string,
  helpful: boolean,
): Promise<{ ok: true } | { ok: false; code: "unknown-faq" }> {
  const faq = await db().selectFrom("faqs").select("id").where("id", "=", faqId).executeTakeFirst();
  if (!faq) return { ok: false, code: "unknown-faq" };
  await db()
    .insertInto("faq_votes")
    .values({ faq_id: faqId, user_id: userId, helpful: helpful ? 1 : 0, voted_at: nowIso() })
    .onConflict((conflict) =>
      conflict.columns(["faq_id", "user_id"]).doUpdateSet({ helpful: helpful ? 1 : 0, voted_at: nowIso() }),
    )
    .execute();
  return { ok: true };
}
