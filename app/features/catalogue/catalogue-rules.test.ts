import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { capCuisines, formatReviewCount } from "./format";
import { parseSearch } from "~/lib/search-params.server";
import { listingQuerySchema, menuQuerySchema, pageQuerySchema } from "./catalogue-query.server";
import { DEFAULT_LISTING_QUERY, listingSearchParams, pageWindow } from "./listing-query";
import { filterDishes, groupByMenuCategory, searchMenu } from "./menu-filter";
import { menuPath, slugify } from "./slug";

describe("slugify", () => {
  it("lower-cases and turns runs of other characters into one hyphen", () => {
    expect(slugify("Biryani Blues")).toBe("biryani-blues");
    expect(slugify("  Dosa & Co. -- Koramangala ")).toBe("dosa-co-koramangala");
    expect(slugify("Café Mocha")).toBe("cafe-mocha");
  });
  it("builds the menu path from slug and id", () => {
    expect(menuPath({ slug: "biryani-blues", id: "abc123" })).toBe("/menu/biryani-blues/abc123");
  });
});

describe("capCuisines", () => {
  it("shows up to four cuisines", () => {
    expect(capCuisines(["North Indian", "Chinese"])).toBe("North Indian, Chinese");
    expect(capCuisines(["A", "B", "C", "D"])).toBe("A, B, C, D");
  });
  it("adds '...' beyond four", () => {
    expect(capCuisines(["A", "B", "C", "D", "E"])).toBe("A, B, C, D, ...");
  });
});

describe("formatReviewCount", () => {
  it("abbreviates thousands", () => {
    const en = fixedT("en");
    expect(formatReviewCount(980, en)).toBe("980");
    expect(formatReviewCount(1234, en)).toBe("1.2K+");
    expect(formatReviewCount(25000, en)).toBe("25K+");
    // Customer audit m16: thousands in words in Hindi, not "K".
    expect(formatReviewCount(1234, fixedT("hi"))).toBe("1.2 हज़ार+");
  });
});

describe("listingQuerySchema", () => {
  const parseListingQuery = (params: URLSearchParams) => parseSearch(params, listingQuerySchema);
  it("reads known values", () => {
    const query = parseListingQuery(
      new URLSearchParams(
        "sort=rating&quick=offers&rating=4.0&price=under200&price=above600&delivery=30-45&offers=discount&page=3",
      ),
    );
    expect(query).toEqual({
      sort: "rating",
      quick: ["offers"],
      rating: "4.0",
      price: ["under200", "above600"],
      delivery: "30-45",
      offers: ["discount"],
      page: 3,
    });
  });
  it("ignores unknown and malformed values", () => {
    const query = parseListingQuery(
      new URLSearchParams("sort=nonsense&quick=fly&rating=9&price=free&delivery=now&offers=toString&page=-1"),
    );
    expect(query).toEqual({
      sort: "relevance",
      quick: [],
      rating: null,
      price: [],
      delivery: null,
      offers: [],
      page: 1,
    });
  });
  it("reads an empty query string as DEFAULT_LISTING_QUERY", () => {
    expect(parseListingQuery(new URLSearchParams())).toEqual(DEFAULT_LISTING_QUERY);
  });
  it("round-trips through listingSearchParams, leaving defaults out", () => {
    const query = parseListingQuery(new URLSearchParams("sort=costLowToHigh&price=200-400&page=2"));
    expect(listingSearchParams(query, { city: "pune" }).toString()).toBe(
      "city=pune&sort=costLowToHigh&price=200-400&page=2",
    );
    expect(listingSearchParams(parseListingQuery(new URLSearchParams())).toString()).toBe("");
    expect(listingSearchParams(DEFAULT_LISTING_QUERY).toString()).toBe("");
  });
});

describe("pageQuerySchema", () => {
  const parsePage = (value: string | null) =>
    parseSearch(new URLSearchParams(value === null ? {} : { page: value }), pageQuerySchema).page;
  it("accepts whole numbers and clamps them", () => {
    expect(parsePage("2")).toBe(2);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("99999999")).toBe(1);
    expect(parsePage("5000")).toBe(1000);
  });
  it("falls back to page 1 for anything else", () => {
    for (const value of [null, "", "abc", "-1", "1.5", "1e3"]) expect(parsePage(value)).toBe(1);
  });
});

describe("pageWindow", () => {
  it("clamps past the last page", () => {
    expect(pageWindow(25, 9, 10)).toEqual({ totalResults: 25, totalPages: 3, currentPage: 3, offset: 20 });
  });
  it("has one empty page when nothing matches", () => {
    expect(pageWindow(0, 4, 10)).toEqual({ totalResults: 0, totalPages: 1, currentPage: 1, offset: 0 });
  });
});

describe("menu filters", () => {
  const dishes = [
    { name: "Paneer Tikka", isVeg: true, isBestseller: true, menuCategory: "Starters" },
    { name: "Chicken Biryani", isVeg: false, isBestseller: false, menuCategory: "Rice & Biryani" },
    { name: "Gulab Jamun", isVeg: true, isBestseller: false, menuCategory: null },
    { name: "Chicken 65", isVeg: false, isBestseller: true, menuCategory: "Starters" },
  ];
  it("parses the filter, defaulting to all", () => {
    const filter = (search: string) => parseSearch(new URLSearchParams(search), menuQuerySchema).filter;
    expect(filter("filter=veg")).toBe("veg");
    expect(filter("filter=constructor")).toBe("all");
    expect(filter("")).toBe("all");
  });
  it("filters bestsellers, veg and non-veg", () => {
    expect(filterDishes(dishes, "bestsellers").map((d) => d.name)).toEqual(["Paneer Tikka", "Chicken 65"]);
    expect(filterDishes(dishes, "veg").map((d) => d.name)).toEqual(["Paneer Tikka", "Gulab Jamun"]);
    expect(filterDishes(dishes, "nonveg").map((d) => d.name)).toEqual(["Chicken Biryani", "Chicken 65"]);
  });
  it("groups by menu category in order, with 'Uncategorized' for the rest", () => {
    expect(groupByMenuCategory(dishes).map((g) => [g.name, g.dishes.length])).toEqual([
      ["Starters", 2],
      ["Rice & Biryani", 1],
      ["Uncategorized", 1],
    ]);
  });
});

describe("searchMenu", () => {
  const dishes = [
    { name: "Paneer Tikka", description: "Cottage cheese, grilled" },
    { name: "Chicken Biryani", description: "Dum cooked" },
    { name: "Butter Naan", description: "From the tandoor" },
  ];
  it("keeps dishes with every word, as a word's start, misspellings corrected to the menu's words", () => {
    expect(searchMenu(dishes, "panner").map((dish) => dish.name)).toEqual(["Paneer Tikka"]);
    expect(searchMenu(dishes, "chick biry").map((dish) => dish.name)).toEqual(["Chicken Biryani"]);
    expect(searchMenu(dishes, "tandoor").map((dish) => dish.name)).toEqual(["Butter Naan"]);
    expect(searchMenu(dishes, "")).toHaveLength(3);
    expect(searchMenu(dishes, "pizza")).toEqual([]);
  });
});
