import { positionSchema } from "~/features/delivery/riders.schema";
import { recordPosition } from "~/features/delivery/trips.server";
import { riderIntent } from "./rider-intent.server";
import { defineAction, refuse, reply } from "~/lib/action.server";

/** `POST /rider/position`: the rider's browser sends where it is (RiderPosition), every 15 s or 50 m. */
export const action = defineAction("customer", {
  position: riderIntent(positionSchema, async ({ value, rider }) => {
    if (!(await recordPosition(rider, value))) return refuse("Go online first.", 409);
    return reply({ ok: true });
  }),
});
