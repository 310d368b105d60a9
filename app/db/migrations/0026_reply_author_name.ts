import { sql, type Kysely } from "kysely";

const SUFFIX = " (Support team)";

/**
 * A support reply keeps its author's first name only; pages say "(Support team)" in their own language.
 * Replies written before carried the English words in the name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE ticket_replies SET author_name = replace(author_name, ${SUFFIX}, '')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE ticket_replies SET author_name = author_name || ${SUFFIX}`.execute(db);
}
