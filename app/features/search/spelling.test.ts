import { describe, expect, it } from "vitest";
import { correctQuery, editDistance } from "./spelling";

const vocabulary = ["biryani", "paneer", "chicken", "tikka", "butter", "masala", "dosa", "dal", "makhani", "naan"];

describe("spelling tolerance", () => {
  it("counts edits, transpositions as one", () => {
    expect(editDistance("chiken", "chicken", 2)).toBe(1);
    expect(editDistance("panner", "paneer", 2)).toBe(1);
    expect(editDistance("biryani", "biyrani", 2)).toBe(1);
    expect(editDistance("pizza", "chicken", 2)).toBe(3);
  });

  it("corrects common misspellings of dish names to the catalogue's spelling", () => {
    expect(correctQuery("biriyani", vocabulary)).toEqual({ text: "biryani", corrected: true });
    expect(correctQuery("panner tika", vocabulary)).toEqual({ text: "paneer tikka", corrected: true });
    expect(correctQuery("chiken", vocabulary)).toEqual({ text: "chicken", corrected: true });
    expect(correctQuery("daal makhni", vocabulary)).toEqual({ text: "dal makhani", corrected: true });
  });

  it("keeps words the catalogue knows, prefixes included, and unknown short words", () => {
    expect(correctQuery("butter chick", vocabulary)).toEqual({ text: "butter chick", corrected: false });
    expect(correctQuery("xyz", vocabulary)).toEqual({ text: "xyz", corrected: false });
    expect(correctQuery("pizzeria", vocabulary)).toEqual({ text: "pizzeria", corrected: false });
  });
});
