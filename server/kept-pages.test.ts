import { describe, expect, it } from "vitest";
import { KeptPages } from "./kept-pages";

const page = (bytes: number, expires = Date.now() + 10_000) => ({ bytes, expires });

describe("the kept pages (N10)", () => {
  it("hold at most their bytes, the least recently used going first", () => {
    const kept = new KeptPages<{ bytes: number; expires: number }>(1000);
    kept.set("a", page(400));
    kept.set("b", page(400));
    expect(kept.get("a")).toBeDefined();
    kept.set("c", page(400));
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBeDefined();
    expect(kept.get("c")).toBeDefined();
    expect(kept.bytes).toBe(800);
    kept.set("huge", page(1001));
    expect(kept.get("huge")).toBeUndefined();
    expect(kept.bytes).toBe(800);
  });

  it("stay bounded whatever number of keys 2,000 requests make", () => {
    const kept = new KeptPages<{ bytes: number; expires: number }>(50_000);
    for (let i = 0; i < 2000; i++) kept.set(`/menu/frankie-fiesta/1?utm=${i}`, page(170));
    expect(kept.bytes).toBeLessThanOrEqual(50_000);
    expect(kept.size).toBe(Math.floor(50_000 / 170));
  });

  it("drop expired pages when swept, without their keys being asked for again", () => {
    const kept = new KeptPages<{ bytes: number; expires: number }>(1000);
    kept.set("old", page(100, 1_000));
    kept.set("new", page(100, 3_000));
    kept.sweep(2_000);
    expect(kept.size).toBe(1);
    expect(kept.bytes).toBe(100);
    expect(kept.get("new")).toBeDefined();
  });
});
