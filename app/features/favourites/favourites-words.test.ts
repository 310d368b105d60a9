import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { word } from "~/lib/words";
import { listNameText } from "./favourites-rules";
import { FAVOURITE_WORDS, heartFlash } from "./favourites-words";

describe("the heart's words", () => {
  it("name the list in the toast, in the page's language", () => {
    const removed = {
      ok: true,
      code: "removed",
      lists: [
        { name: "My Favorites", isDefault: true },
        { name: "Weekend", isDefault: false },
      ],
      itemId: "d1",
    } as const;
    expect(word(FAVOURITE_WORDS, removed, fixedT("en"))).toBe("Removed from My Favorites, Weekend");
    // Customer audit m15: the default list is named in Hindi; the customer's own list stays as typed.
    expect(word(FAVOURITE_WORDS, removed, fixedT("hi"))).toBe("मेरे पसंदीदा, Weekend से हटाया गया");
  });

  it("keep a name the customer gave, even the default's own name on a list of theirs", () => {
    const hi = fixedT("hi");
    expect(listNameText({ name: "My Favorites", isDefault: true }, hi)).toBe("मेरे पसंदीदा");
    expect(listNameText({ name: "My Favorites", isDefault: false }, hi)).toBe("My Favorites");
    expect(listNameText({ name: "Chai time", isDefault: true }, hi)).toBe("Chai time");
  });

  it("offer a JavaScript-free page the list it went to and a way to change it, back to the same page", () => {
    const added = {
      ok: true,
      code: "added",
      lists: [{ name: "Weekend", isDefault: false }],
      listId: "l1",
      itemId: "d1",
    } as const;
    expect(heartFlash(added, "/menu/x/1?veg=1#dish-d1", fixedT("en"))).toEqual({
      text: "Added to {list}",
      values: { list: "Weekend" },
      tone: "success",
      link: {
        label: "Change List",
        href: "/profile/favorites/move?itemId=d1&from=l1&returnTo=%2Fmenu%2Fx%2F1%3Fveg%3D1",
      },
    });
    expect(heartFlash({ ok: false, code: "unknown-item" }, "/", fixedT("en"))).toMatchObject({ tone: "error" });
  });
});
