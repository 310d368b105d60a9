/**
 * Dispatch benchmark (issue 36): how long one dispatch round takes for 1,000 online riders and 200 orders
 * waiting for one across a city (goal: under 50 ms on the 2-core machine). A fixed seed places riders and
 * restaurants within 10 km of Bengaluru's centre; a third of the riders are on trips, a fifth of the orders
 * hold a live offer and some were declined by a rider or two, as at the dinner rush.
 *   npm run bench:dispatch
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { dispatchRound, type DispatchOrder, type DispatchRider } from "../app/features/delivery/dispatch";

const RIDERS = 1000;
const ORDERS = 200;
const ROUNDS = 200;
const CENTRE = { latitude: 12.9716, longitude: 77.5946 };
const NOW = new Date("2026-11-29T14:30:00.000Z");

/** A small seeded generator (mulberry32), so that every run dispatches the same city. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(36);
/** A point within about 10 km of the centre (0.09° of latitude). */
const somewhere = () => ({
  latitude: CENTRE.latitude + (random() - 0.5) * 0.18,
  longitude: CENTRE.longitude + (random() - 0.5) * 0.18,
});

const riders: DispatchRider[] = Array.from({ length: RIDERS }, (_, i) => ({
  id: `rider-${i}`,
  position: somewhere(),
  onTrip: random() < 1 / 3,
  returning: random() < 0.1,
}));
const restaurants = Array.from({ length: 50 }, somewhere);
const orders: DispatchOrder[] = Array.from({ length: ORDERS }, (_, i) => ({
  id: `order-${i}`,
  restaurant: restaurants[i % restaurants.length] ?? CENTRE,
  waitingSince: new Date(NOW.getTime() - Math.floor(random() * 15 * 60_000)),
  offer:
    random() < 0.2
      ? { riderId: `rider-${Math.floor(random() * RIDERS)}`, expiresAt: new Date(NOW.getTime() + 20_000) }
      : null,
  passedBy: random() < 0.3 ? [`rider-${Math.floor(random() * RIDERS)}`, `rider-${Math.floor(random() * RIDERS)}`] : [],
}));
const settings = { radiusKm: 5, offerSeconds: 45, giveUpMinutes: 10 };

for (let i = 0; i < 20; i++) dispatchRound(riders, orders, settings, NOW);
const times: number[] = [];
let last = dispatchRound(riders, orders, settings, NOW);
for (let i = 0; i < ROUNDS; i++) {
  const started = performance.now();
  last = dispatchRound(riders, orders, settings, NOW);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;

console.log(`bench:dispatch on ${os.cpus().length} cores, Node ${process.version}, ${ROUNDS} rounds`);
console.log(
  `${RIDERS} riders (${riders.filter((rider) => rider.onTrip).length} on trips), ${ORDERS} orders waiting: ` +
    `${last.offers.length} offers a round, ${last.stranded.length} stranded`,
);
console.log(`round: median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, slowest ${at(1).toFixed(2)} ms`);
if (at(0.5) >= 50) {
  console.error("Over the goal: a round should take under 50 ms");
  process.exitCode = 1;
}
