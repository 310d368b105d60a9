/** Ratings and reviews (issue 19): the rules, pure, shared by the server and the pages. */

export const MAX_REVIEW_COMMENT = 500;
/** A review can be changed for this long after it was first given. */
export const REVIEW_CHANGE_DAYS = 7;
/** A dish is "Most loved" with at least this many thumbs up… */
export const MOST_LOVED_MIN_UPS = 3;
/** …and at least this share of its thumbs up. */
export const MOST_LOVED_MIN_SHARE = 0.8;

export const STAR_LABELS = ["Poor", "Below average", "Good", "Very good", "Excellent"] as const;

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

/** "4 stars: Very good" — how a star rating reads. */
export function starsText(stars: number): string {
  return `${stars} ${stars === 1 ? "star" : "stars"}: ${STAR_LABELS[stars - 1] ?? ""}`;
}
