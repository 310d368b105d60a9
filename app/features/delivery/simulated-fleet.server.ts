import { db } from "~/db/database.server";
import { ensureDemoWorkAccounts } from "~/features/accounts/demo-accounts.server";
import { RIDER_KM_PER_HOUR } from "~/features/catalogue/delivery-estimate";
import { distanceKm, type Coordinates } from "~/features/location/geo";
import { config, isDevelopment } from "~/lib/config.server";
import { nowIso } from "~/lib/ids.server";
import { runJob } from "~/lib/metrics.server";
import { acceptOffer } from "./offers.server";
import { cityLocalities, riderOf, type Rider } from "./riders.server";
import { orderTracking } from "./tracking.server";
import { deliverAtDoor, recordPosition, riderScreen, takeStep } from "./trips.server";

/**
 * Development's simulated fleet (ORDER_CLOCK=demo, issue 36): six riders online in the default city accept
 * what dispatch offers them and ride in straight lines at the city's speed, stepping through the trip as a
 * rider would (the code at the door read from the customer's page), so a newcomer sees tracking move end to
 * end. The demo order clock cooks and readies the default city's orders; the fleet delivers them.
 */

/** One rider at each of the default city's first localities, so most of its restaurants have one in reach. */
const RIDERS = ["Ravi", "Sunita", "Imran", "Priya", "Arjun", "Meena"];
const TICK_MS = 2_000;
/** Closer than this to where they ride, a simulated rider has arrived. */
const ARRIVED_KM = 0.03;

export function demoRiderEmail(index: number): string {
  return `rider.${index + 1}@cravings.test`;
}

/** Whether the simulated fleet runs: development with the demo order clock. */
export function fleetSimulated(): boolean {
  return isDevelopment() && config().ORDER_CLOCK === "demo";
}

/** The simulated riders' accounts, online at the default city's first localities; their ids. */
export async function ensureSimulatedRiders(): Promise<string[]> {
  if (!fleetSimulated()) return [];
  const city = await db()
    .selectFrom("cities")
    .select("id")
    .where("slug", "=", config().DEFAULT_CITY)
    .executeTakeFirst();
  if (!city) return [];
  const places = await cityLocalities(city.id);
  const accounts = await ensureDemoWorkAccounts(
    RIDERS.map((name, i) => ({ email: demoRiderEmail(i), firstName: name, lastName: "(simulated rider)" })),
  );
  const ids = RIDERS.map((_, i) => accounts.get(demoRiderEmail(i))).filter((id): id is string => Boolean(id));
  for (const [i, id] of ids.entries()) {
    const place = places[i % Math.max(1, places.length)]?.position ?? null;
    await db()
      .insertInto("riders")
      .values({
        user_id: id,
        city_id: city.id,
        online: 1,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        position_at: nowIso(),
        created_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet({ online: 1 }))
      .execute();
  }
  return ids;
}

/** `from` moved towards `to` by `km` (straight line), or `to` when nearer. */
function towards(from: Coordinates, to: Coordinates, km: number): Coordinates {
  const left = distanceKm(from, to);
  if (left <= km) return to;
  const share = km / left;
  return {
    latitude: from.latitude + (to.latitude - from.latitude) * share,
    longitude: from.longitude + (to.longitude - from.longitude) * share,
  };
}

/** One simulated rider's move (a tick's worth): accept an offer, or ride a tick towards the trip's next place and step there. */
export async function moveRider(rider: Rider): Promise<void> {
  const { offer, trip } = await riderScreen(rider);
  if (offer) {
    await acceptOffer(rider.userId, offer.id);
    return;
  }
  if (!trip || !rider.position) return;
  if (trip.step === "at-restaurant") {
    if (trip.ready) await takeStep(rider, trip.orderId, "picked-up");
    return;
  }
  if (trip.step === "at-customer") {
    const code = (await orderTracking(trip.orderId))?.code;
    if (code) await deliverAtDoor(rider, trip.orderId, code, true);
    return;
  }
  const target = trip.step === "to-restaurant" ? trip.restaurant.position : (trip.drop ?? trip.restaurant.position);
  const next = towards(rider.position, target, (RIDER_KM_PER_HOUR * TICK_MS) / 3_600_000);
  await recordPosition(rider, next);
  if (distanceKm(next, target) <= ARRIVED_KM)
    await takeStep(rider, trip.orderId, trip.step === "to-restaurant" ? "at-restaurant" : "at-customer");
}

/** Runs the simulated fleet in development with ORDER_CLOCK=demo; returns a stop function. */
export function startSimulatedFleet(): () => void {
  if (!fleetSimulated()) return () => {};
  let ids: string[] | null = null;
  const tick = async () => {
    ids ??= await ensureSimulatedRiders();
    for (const id of ids) {
      const rider = await riderOf(id);
      if (rider) await moveRider(rider);
    }
  };
  const timer = setInterval(() => void runJob("simulated-fleet", "the simulated fleet failed to move", tick), TICK_MS);
  return () => clearInterval(timer);
}
