import type { z } from "zod";
import type { CurrentUser } from "~/features/accounts/session.server";
import { requireMember, type PartnerRestaurant } from "~/features/partners/partners.server";
import { intent, type IntentArgs, type Outcome } from "~/lib/action.server";

/**
 * An intent of a partner's page: the kit parses the form and reads the user; this reads the route's
 * restaurant through `requireMember` first, so another restaurant's member (or a customer) gets 404 and
 * nothing changes.
 */
export function partnerIntent<S extends z.ZodType>(
  schema: S,
  handler: (args: IntentArgs<z.output<S>, CurrentUser> & { restaurant: PartnerRestaurant }) => Promise<Outcome>,
) {
  return intent(schema, async (args) => {
    const { restaurant } = await requireMember(args.request, args.context, args.url, args.params.restaurantId);
    return handler({ ...args, restaurant });
  });
}
