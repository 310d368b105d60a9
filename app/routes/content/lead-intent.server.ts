import type { z } from "zod";
import { acceptLead, type LeadInput } from "~/features/leads/leads.server";
import { LEAD_WORDS } from "~/features/leads/leads-words";
import { done, guestIntent, refuseForLimit } from "~/lib/action.server";
import type { Flash } from "~/lib/flash";
import { newId } from "~/lib/ids.server";
import { requestT } from "~/lib/language.server";
import { requestFacts } from "~/lib/request-context.server";
import { word } from "~/lib/words";

/** What every public lead form posts besides its own fields: the honeypot and the submission's key. */
type LeadForm = { website?: string; submissionKey?: string };

/**
 * The one intent of a public lead form (corporate, partner, contact): the lead made from the form's values is
 * taken (a repeat of the same submission once, a bot silently, too many from one address refused with the
 * wait), then the page goes back where `thanks` says, with its message.
 */
export function leadIntent<S extends z.ZodType<LeadForm>>(
  schema: S,
  lead: (value: z.output<S>) => Omit<LeadInput, "idempotencyKey">,
  thanks: { to: string; flash: Flash },
) {
  return guestIntent(schema, async ({ value, request, context }) => {
    const sent = await acceptLead(
      { ...lead(value), idempotencyKey: value.submissionKey ?? newId() },
      { honeypot: value.website, clientIp: context.get(requestFacts).clientIp },
    );
    if (!sent.ok) return refuseForLimit(sent.limit, { messages: [word(LEAD_WORDS, sent, requestT(request))] });
    return done(thanks.to, thanks.flash);
  });
}
