import type { z } from "zod";
import type { CurrentUser } from "~/features/accounts/session.server";
import { requireRider, type Rider } from "~/features/delivery/riders.server";
import { intent, type IntentArgs, type Outcome } from "~/lib/action.server";

/**
 * An intent of a rider's page: the kit parses the form and reads the user; this reads their rider through
 * `requireRider` first, so anyone else gets 404 and nothing changes.
 */
export function riderIntent<S extends z.ZodType, D = never>(
  schema: S,
  handler: (args: IntentArgs<z.output<S>, CurrentUser> & { rider: Rider }) => Promise<Outcome<D>>,
) {
  return intent(schema, async (args) => {
    const { rider } = await requireRider(args.request, args.context, args.url);
    return handler({ ...args, rider });
  });
}
