import type { Translate } from "~/lib/i18n";

export const MAX_CUISINE_TAGS = 4;

/** The cuisines a card shows: the first four, then '...' when there are more. */
export function capCuisines(cuisines: readonly string[], max = MAX_CUISINE_TAGS): string {
  const shown = cuisines.slice(0, max).join(", ");
  return cuisines.length > max ? `${shown}, ...` : shown;
}

/** Review counts as people read them: 980, 1.2K+, 25K+ ("1.2 हज़ार+" in Hindi). */
export function formatReviewCount(count: number, t: Translate): string {
  if (count < 1000) return String(count);
  const thousands = count / 1000;
  return t("{thousands}K+", { thousands: thousands < 10 ? Math.floor(thousands * 10) / 10 : Math.floor(thousands) });
}
