import { describe, expect, it } from "vitest";
import { isOpenNow } from "./opening";

describe("isOpenNow", () => {
  const now = new Date("2026-11-22T11:00:00.000Z");
  it("is open exactly when an admin has the restaurant open", () => {
    expect(isOpenNow({ is_active: 1 }, now)).toBe(true);
    expect(isOpenNow({ is_active: 0 }, now)).toBe(false);
  });
});
