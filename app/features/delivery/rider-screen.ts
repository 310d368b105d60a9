/**
 * The state of a rider's screen that a live update compares (the offer, the trip and its step, the food
 * ready or not): the page renders with it and the event stream sends it, and a difference reloads the page.
 */
export function riderShown(screen: {
  offer: { id: string } | null;
  trip: { orderId: string; step: string; ready: boolean } | null;
}): string {
  return JSON.stringify([
    screen.offer?.id ?? null,
    screen.trip?.orderId ?? null,
    screen.trip?.step,
    screen.trip?.ready,
  ]);
}
