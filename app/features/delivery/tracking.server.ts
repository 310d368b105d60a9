import { db } from "~/db/database.server";
import { config } from "~/lib/config.server";
import type { Coordinates } from "~/features/location/geo";
import { arrivalEstimate, type ArrivalEstimate } from "./arrival-estimate";
import { drawTrip, mapTiles, type MapTile, type TripMapDrawing } from "./trip-map";

/**
 * What the customer sees of their order's rider (issue 36): the rider's first name, the map drawn on the
 * server (restaurant, rider, destination, the way so far and the straight line left), the re-estimated
 * arrival, and once the food is picked up the code to tell at the door.
 */

/** A position older than this is shown as "last seen" and not used for the estimate's speed. */
const STALE_MS = 2 * 60_000;

export interface Tracking {
  riderName: string;
  pickedUp: boolean;
  /** The code the customer tells the rider at the door: shown once the food is picked up. */
  code: string | null;
  /** Null for an order without coordinates for its address (the words still say where the rider is). */
  map: TripMapDrawing | null;
  /** Street tiles behind the map, when the shop has a tile server (MAP_TILES_URL). */
  tiles: MapTile[];
  estimate: ArrivalEstimate | null;
  /** When the rider's position was last known. */
  seenAt: string | null;
  stale: boolean;
}

/** The tracking of an active order held by a rider, or null (no rider yet, the restaurant's own driver). */
export async function orderTracking(orderId: string, now = new Date()): Promise<Tracking | null> {
  const row = await db()
    .selectFrom("orders as o")
    .innerJoin("restaurants as r", "r.id", "o.restaurant_id")
    .innerJoin("riders as d", "d.user_id", "o.rider_id")
    .innerJoin("users as u", "u.id", "o.rider_id")
    .select([
      "o.status",
      "o.delivery_code",
      "o.ready_at",
      "o.drop_latitude",
      "o.drop_longitude",
      "r.latitude as restaurant_latitude",
      "r.longitude as restaurant_longitude",
      "d.latitude",
      "d.longitude",
      "d.position_at",
      "u.first_name",
    ])
    .where("o.id", "=", orderId)
    .where("o.status", "in", ["Preparing", "Out for Delivery"])
    .executeTakeFirst();
  if (!row) return null;
  const trailRows = await db()
    .selectFrom("rider_positions")
    .select(["latitude", "longitude", "at"])
    .where("order_id", "=", orderId)
    .orderBy("at")
    .execute();
  const pickedUp = row.status === "Out for Delivery";
  const { MAP_TILES_URL } = config();
  const restaurant = { latitude: row.restaurant_latitude, longitude: row.restaurant_longitude };
  const destination: Coordinates | null =
    row.drop_latitude !== null && row.drop_longitude !== null
      ? { latitude: row.drop_latitude, longitude: row.drop_longitude }
      : null;
  const rider: Coordinates | null =
    row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  const seenAt = row.position_at;
  const stale = seenAt === null || now.getTime() - Date.parse(seenAt) > STALE_MS;
  const trail = trailRows.map((point) => ({
    position: { latitude: point.latitude, longitude: point.longitude },
    at: new Date(point.at),
  }));
  const map = destination
    ? drawTrip({ restaurant, destination, rider, trail: trail.map((point) => point.position), pickedUp })
    : null;
  // The rider's last position ends the trail the estimate reads, fresh or not (its speed is then the city's).
  const progress = rider && seenAt ? [...(stale ? [] : trail), { position: rider, at: new Date(seenAt) }] : [];
  return {
    riderName: row.first_name,
    pickedUp,
    code: pickedUp ? row.delivery_code : null,
    map,
    tiles: map && MAP_TILES_URL ? mapTiles(map, MAP_TILES_URL) : [],
    estimate: destination
      ? arrivalEstimate(
          { pickedUp, trail: progress, restaurant, destination, readyAt: row.ready_at ? new Date(row.ready_at) : null },
          now,
        )
      : null,
    seenAt,
    stale,
  };
}
