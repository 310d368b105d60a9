import { requireRider } from "~/features/delivery/riders.server";
import { riderScreen } from "~/features/delivery/trips.server";
import { riderShown } from "~/features/delivery/rider-screen";
import { watchOrderChanges } from "~/features/orders/order-changes.server";
import { liveEventStream } from "~/lib/event-stream.server";
import type { Route } from "./+types/events";

/** Offers are made by the dispatch job every few seconds: the stream looks this often, besides order changes. */
const OFFER_CHECK_MS = 3_000;

/** Server-Sent Events for the rider's screen: the offer and the trip's step, now and whenever they change. */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { rider } = await requireRider(request, context, url);
  return liveEventStream(request, {
    read: async () => ({ value: riderShown(await riderScreen(rider)), done: false }),
    watch: (changed) => {
      const stopWatching = watchOrderChanges(() => changed());
      const timer = setInterval(changed, OFFER_CHECK_MS);
      return () => {
        stopWatching();
        clearInterval(timer);
      };
    },
  });
}
