import { useState } from "react";
import { displayOrderId } from "~/features/orders/order-status";
import type { Translate } from "~/lib/i18n";
import { useLiveData } from "~/ui/useLiveData";
import type { ActiveOrderState } from "./admin-orders.server";

/**
 * With JavaScript the orders board listens to the active orders (Server-Sent Events), reloads when they
 * change, and announces orders it has not seen before. A refused action's message stays through those
 * reloads (`answered`, the page's action data kept).
 */
export function useLiveBoard<A>(active: ActiveOrderState[], actionData: A | undefined, t: Translate) {
  const { latest, connected, answered } = useLiveData("/admin/orders/events", JSON.stringify(active), actionData);
  // Start from what the page was rendered with, so a change before the stream connects still counts.
  const [seen, setSeen] = useState({ latest, ids: new Set(active.map((order) => order.id)), announcement: "" });
  if (latest !== null && latest !== seen.latest) {
    const orders = JSON.parse(latest) as ActiveOrderState[];
    const fresh = orders.filter((order) => !seen.ids.has(order.id));
    setSeen({
      latest,
      ids: new Set(orders.map((order) => order.id)),
      announcement:
        fresh.length > 0
          ? fresh
              .map((order) =>
                t("New order #{ref} from {restaurant}.", {
                  ref: displayOrderId(order.id),
                  restaurant: order.restaurantName,
                }),
              )
              .join(" ")
          : seen.announcement,
    });
  }
  return { announcement: seen.announcement, live: connected, answered };
}
