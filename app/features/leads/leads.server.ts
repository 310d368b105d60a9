import { db } from "~/db/database.server";
import type { Leads } from "~/db/database-types";
import { leadsPerIp } from "~/features/accounts/request-limits.server";
import { newId, nowIso } from "~/lib/ids.server";
import type { TooManyAttempts } from "~/lib/rate-limit.server";

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

/** Why a lead was not taken: this address sent several in a short while. */
export type LeadRefusal = { ok: false; code: "too-many"; limit: TooManyAttempts };

/**
 * A public form's lead: a honeypot hit is dropped silently, each client address is limited, and a
 * repeat of the same submission is stored once. A bot, a repeat and a customer get the same answer.
 */
export async function acceptLead(
  lead: LeadInput,
  { honeypot, clientIp }: { honeypot?: string; clientIp?: string },
): Promise<{ ok: true } | LeadRefusal> {
  if (honeypot) return { ok: true };
  const limit = await leadsPerIp.attempt(clientIp ?? "unknown");
  if (limit) return { ok: false, code: "too-many", limit };
  await saveLead(lead);
  return { ok: true };
}
