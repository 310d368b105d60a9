import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import {
  canChangeReview,
  isMostLoved,
  ratingWithPrior,
  reviewChangeDeadline,
  starLabel,
  starsText,
} from "./review-rules";

describe("a restaurant's rating with its catalogue rating as prior", () => {
  it("stays the prior without reviews and moves gradually with them", () => {
    expect(ratingWithPrior({ rating: 4.2, count: 100 }, { starsSum: 0, count: 0 })).toEqual({
      rating: 4.2,
      count: 100,
    });
    // One 1-star review among 100 prior ratings of 4.2: (420 + 1) / 101 = 4.168… → 4.2
    expect(ratingWithPrior({ rating: 4.2, count: 100 }, { starsSum: 1, count: 1 })).toEqual({
      rating: 4.2,
      count: 101,
    });
    // Ten 1-star reviews: (420 + 10) / 110 = 3.909… → 3.9
    expect(ratingWithPrior({ rating: 4.2, count: 100 }, { starsSum: 10, count: 10 })).toEqual({
      rating: 3.9,
      count: 110,
    });
  });

  it("is the plain mean when there is no prior, and 0 with nothing at all", () => {
    expect(ratingWithPrior({ rating: 0, count: 0 }, { starsSum: 9, count: 2 })).toEqual({ rating: 4.5, count: 2 });
    expect(ratingWithPrior({ rating: 0, count: 0 }, { starsSum: 0, count: 0 })).toEqual({ rating: 0, count: 0 });
  });
});

describe("changing a review", () => {
  const given = "2026-11-01T10:00:00.000Z";
  it("is allowed for seven days after it was given, and not a moment later", () => {
    expect(canChangeReview(given, new Date("2026-11-08T09:59:59.999Z"))).toBe(true);
    expect(canChangeReview(given, new Date("2026-11-08T10:00:00.000Z"))).toBe(false);
    expect(reviewChangeDeadline(given).toISOString()).toBe("2026-11-08T10:00:00.000Z");
  });
});

describe("Most loved", () => {
  it("needs at least three thumbs up and four in five of all thumbs", () => {
    expect(isMostLoved({ up: 2, down: 0 })).toBe(false);
    expect(isMostLoved({ up: 3, down: 0 })).toBe(true);
    expect(isMostLoved({ up: 4, down: 1 })).toBe(true);
    expect(isMostLoved({ up: 3, down: 1 })).toBe(false);
  });
});

describe("star texts", () => {
  it("say the number and what it means", () => {
    expect(starsText(1, fixedT("en"))).toBe("1 star: Poor");
    expect(starsText(4, fixedT("en"))).toBe("4 stars: Very good");
    expect(starLabel(2, fixedT("en"))).toBe("Below average");
  });
  it("say them in Hindi", () => {
    expect(starsText(1, fixedT("hi"))).toBe("1 स्टार: खराब");
    expect(starsText(5, fixedT("hi"))).toBe("5 स्टार: शानदार");
    expect(starLabel(4, fixedT("hi"))).toBe("बहुत अच्छा");
  });
});
