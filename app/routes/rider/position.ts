import { requireRider } from "~/features/delivery/riders.server";
import { positionSchema } from "~/features/delivery/riders.schema";
import { recordPosition } from "~/features/delivery/trips.server";
import { defineAction, intent, refuse, reply } from "~/lib/action.server";

/** `POST /rider/position`: the rider's browser sends where it is (RiderPosition), every 15 s or 50 m. */
export const action = defineAction("customer", {
  position: intent(positionSchema, async ({ value, request, context, url }) => {
    const { rider } = await requireRider(request, context, url);
    if (!rider.online) return refuse("Go online first.", 409);
    await recordPosition(rider.userId, value);
    return reply({ ok: true });
  }),
});
