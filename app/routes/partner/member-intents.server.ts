import type { CurrentUser } from "~/features/accounts/session.server";
import { PARTNER_MESSAGES } from "~/features/partners/partners-messages";
import { INVITE_WORDS, REMOVE_WORDS } from "~/features/partners/partners-words";
import { invitePartner, removeMember } from "~/features/partners/partners.server";
import { inviteSchema, removeMemberSchema } from "~/features/partners/partners.schema";
import { done, intent, refuse, type IntentArgs } from "~/lib/action.server";
import { requestT } from "~/lib/language.server";
import { word } from "~/lib/words";
import type { z } from "zod";

/**
 * Inviting and removing a restaurant's partners, for the console (any role, any restaurant) and for an owner
 * (staff of their own restaurant only). `restaurantOf` says which restaurant the page is about, or ends the
 * request when the user may not manage it.
 */
type RestaurantOf = (args: IntentArgs<unknown, CurrentUser>) => Promise<string>;

export function memberIntents(restaurantOf: RestaurantOf, { staffOnly }: { staffOnly: boolean }) {
  return {
    "partner-invite": intent(inviteSchema, async (args) => {
      const restaurantId = await restaurantOf(args);
      const value: z.output<typeof inviteSchema> = args.value;
      const role = staffOnly ? "staff" : value.role;
      const outcome = await invitePartner(restaurantId, value.email, role, args.user);
      if (!outcome.ok)
        return refuse({ fields: { email: [word(INVITE_WORDS, outcome, requestT(args.request))] }, status: 409 });
      return done(args.url.pathname, { ...PARTNER_MESSAGES.invited, values: { email: value.email } });
    }),
    "partner-remove": intent(removeMemberSchema, async (args) => {
      const restaurantId = await restaurantOf(args);
      const removed = await removeMember(restaurantId, args.value.userId, args.user, { onlyStaff: staffOnly });
      if (!removed.ok) return refuse({ messages: [word(REMOVE_WORDS, removed, requestT(args.request))], status: 409 });
      return done(args.url.pathname, PARTNER_MESSAGES.removed);
    }),
  };
}
