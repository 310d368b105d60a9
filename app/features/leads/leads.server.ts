import { db } from "~/db/database.server";
import type { Leads } from "~/db/database-types";
import { newId, nowIso } from "~/lib/ids.server";

export interface LeadInput {
  kind: Leads["kind"];
  plan?: Leads["plan"];
  name: string;
  email: string;
  phone?: string | null;
  organisation?: string | null;
  details?: Record<string, string | number>;
  message: string;
  /** The form's submission key: storing the same key twice keeps the first lead only. */
  idempotencyKey: string;
}

/** Stores a lead for the operations team; a repeat of the same submission stores nothing. */
export async function saveLead(lead: LeadInput): Promise<void> {
  await db()
    .insertInto("leads")
    .values({
      id: newId(),
      kind: lead.kind,
      plan: lead.plan ?? null,
      name: lead.name,
      email: lead.email.toLowerCase(),
      phone: lead.phone ?? null,
      organisation: lead.organisation ?? null,
      details: JSON.stringify(lead.details ?? {}),
      message: lead.message,
      handled: 0,
      created_at: nowIso(),
      idempotency_key: lead.idempotencyKey,
    })
    .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
    .execute();
}
