import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  flag,
  oneOf,
  oneOrNoneOf,
  optionalValue,
  pageNumber,
  parseSearch,
  searchObject,
  searchText,
  someOf,
} from "./search-params.server";

const TABS = { all: "All", open: "Open" } as const;
const STATUSES = ["Confirmed", "Delivered"] as const;
const schema = z.object({
  tab: oneOf(TABS, "all"),
  status: oneOrNoneOf(STATUSES),
  tags: someOf(TABS),
  q: searchText(5),
  id: optionalValue(),
  done: flag(),
  page: pageNumber(1000),
});

describe("searchObject", () => {
  it("gives a name once as a string and a repeated name as a list", () => {
    expect(searchObject(new URLSearchParams("a=1&b=2&b=3"))).toEqual({ a: "1", b: ["2", "3"] });
  });
});

describe("parseSearch", () => {
  it("reads known values from a request, a URL or the parameters", () => {
    const expected = {
      tab: "open",
      status: "Delivered",
      tags: ["open", "all"],
      q: "dosa",
      id: "r1",
      done: true,
      page: 3,
    };
    const query = "tab=open&status=Delivered&tags=open&tags=all&tags=open&q=+dosa+&id=r1&done=1&page=3";
    expect(parseSearch(new URLSearchParams(query), schema)).toEqual(expected);
    expect(parseSearch(new URL(`http://localhost/x?${query}`), schema)).toEqual(expected);
    expect(parseSearch(new Request(`http://localhost/x?${query}`), schema)).toEqual(expected);
  });
  it("falls back to each default for missing, unknown or malformed values", () => {
    const defaults = { tab: "all", status: null, tags: [], q: "", id: null, done: false, page: 1 };
    expect(parseSearch(new URLSearchParams(), schema)).toEqual(defaults);
    expect(
      parseSearch(new URLSearchParams("tab=constructor&status=toString&tags=x&id=&done=yes&page=1e3"), schema),
    ).toEqual(defaults);
  });
  it("reads the first of a repeated name where one value is taken, and cuts long text", () => {
    expect(parseSearch(new URLSearchParams("tab=open&tab=all&q=biryani"), schema)).toMatchObject({
      tab: "open",
      q: "birya",
    });
  });
  it("keeps pages between 1 and the maximum", () => {
    const page = (value: string) => parseSearch(new URLSearchParams({ page: value }), schema).page;
    expect(page("0")).toBe(1);
    expect(page("5000")).toBe(1000);
    expect(page("99999999")).toBe(1);
    for (const value of ["", "abc", "-1", "1.5"]) expect(page(value)).toBe(1);
  });
});
