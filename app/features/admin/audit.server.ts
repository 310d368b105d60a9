import { db, type DB } from "~/db/database.server";
import type { AuditLog } from "~/db/database-types";
import { newId } from "~/lib/ids.server";

/** The admin taking an action, as the audit log remembers them. */
export interface Actor {
  id: string;
  email: string | null;
  /** The number an account without an address signs in with. */
  mobile?: string | null;
}

export interface AuditInput {
  action: string;
  targetType: AuditLog["target_type"];
  targetId: string;
  summary: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

let lastEntryAt = 0;

/**
 * When an entry is made: now, or a millisecond after this process's previous entry, so that actions made
 * within one millisecond (a fast console, a script) still list newest first in the order they were made.
 */
function entryTime(): string {
  lastEntryAt = Math.max(Date.now(), lastEntryAt + 1);
  return new Date(lastEntryAt).toISOString();
}

/** Records an admin action; call it in the transaction that makes the change, so both or neither happen. */
export async function recordAudit(executor: DB, actor: Actor, entry: AuditInput): Promise<void> {
  await executor
    .insertInto("audit_log")
    .values({
      id: newId(),
      actor_id: actor.id,
      actor_email: actor.email ?? actor.mobile ?? actor.id,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      summary: entry.summary,
      before: JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      created_at: entryTime(),
    })
    .execute();
}

const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  id: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  createdAt: string;
}

/** The audit log, newest first, optionally for one kind of record, a page at a time. */
export async function listAudit(
  targetType: AuditLog["target_type"] | null,
  page: number,
): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  let query = db().selectFrom("audit_log").selectAll();
  if (targetType) query = query.where("target_type", "=", targetType);
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    hasMore: rows.length > AUDIT_PAGE_SIZE,
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      id: row.id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      summary: row.summary,
      before: JSON.parse(row.before) as Record<string, unknown>,
      after: JSON.parse(row.after) as Record<string, unknown>,
      createdAt: row.created_at,
    })),
  };
}
