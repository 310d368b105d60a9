/** Ratings and reviews (issue 19): the rules, pure, shared by the server and the pages. */
import type { Translate } from "~/lib/i18n";

export const MAX_REVIEW_COMMENT = 500;
/** A review can be changed for this long after it was first given. */
export const REVIEW_CHANGE_DAYS = 7;
/** A dish is "Most loved" with at least this many thumbs up… */
export const MOST_LOVED_MIN_UPS = 3;
/** …and at least this share of its thumbs up. */
export const MOST_LOVED_MIN_SHARE = 0.8;

/** The stars a rating can have. */
export const STAR_CHOICES = [1, 2, 3, 4, 5] as const;

/** "Very good": what a number of stars means, in the page's language. */
export function starLabel(stars: number, t: Translate): string {
  switch (stars) {
    case 1:
      return t("Poor");
    case 2:
      return t("Below average");
    case 3:
      return t("Good");
    case 4:
      return t("Very good");
    case 5:
      return t("Excellent");
    default:
      return "";
  }
}

/** Whether a review given at `createdAt` can still be changed at `now`. */
export function canChangeReview(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) < REVIEW_CHANGE_DAYS * 86_400_000;
}

/** The last moment a review given at `createdAt` can be changed. */
export function reviewChangeDeadline(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + REVIEW_CHANGE_DAYS * 86_400_000);
}

/**
 * A restaurant's rating as shown: the mean of its customers' stars with the catalogue's rating counted as
 * `prior.count` earlier ratings, so a handful of new reviews moves it gradually. Rounded to one decimal.
 */
export function ratingWithPrior(
  prior: { rating: number; count: number },
  reviews: { starsSum: number; count: number },
): { rating: number; count: number } {
  const count = prior.count + reviews.count;
  if (count === 0) return { rating: 0, count: 0 };
  const mean = (prior.rating * prior.count + reviews.starsSum) / count;
  return { rating: Math.round(mean * 10) / 10, count };
}

/** Whether a dish's thumbs make it "Most loved". */
export function isMostLoved(thumbs: { up: number; down: number }): boolean {
  const total = thumbs.up + thumbs.down;
  return thumbs.up >= MOST_LOVED_MIN_UPS && thumbs.up / total >= MOST_LOVED_MIN_SHARE;
}

/** "4 stars: Very good" — how a star rating reads, in the page's language. */
export function starsText(stars: number, t: Translate): string {
  return t("{count, plural, one {# star} other {# stars}}: {meaning}", { count: stars, meaning: starLabel(stars, t) });
}
