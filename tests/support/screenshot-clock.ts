/**
 * The moment the screenshot journeys' server lives in: Monday 23 November 2026, 4 pm in India. Most restaurants
 * are open; those serving lunch and dinner are closed until 7 pm.
 */
export const SCREENSHOT_CLOCK = "2026-11-23T16:00:00+05:30";
