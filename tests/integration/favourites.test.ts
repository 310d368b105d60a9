import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { favouriteItemIds, listOverview } from "~/features/favourites/favourites.server";
import { loader as rootLoader } from "~/root";
import * as toggle from "~/routes/favourites/toggle";
import * as move from "~/routes/profile/favourite-move";
import * as listPage from "~/routes/profile/favourite-list";
import * as overview from "~/routes/profile/favourites";
import { signedInCustomer } from "../support/accounts";
import { CookieJar } from "../../scripts/support/cookies";
import { post } from "../support/post";
import { flashOf } from "../support/flash";
import { routeArgs, thrown } from "../support/route-args";

async function someDishes(count: number) {
  return db().selectFrom("products").select(["id", "name"]).orderBy("id").limit(count).execute();
}
async function someRestaurant() {
  return db().selectFrom("restaurants").select(["id", "name"]).orderBy("id").executeTakeFirstOrThrow();
}
const itemsOf = (listId: string) =>
  db().selectFrom("favorite_items").select("item_id").where("list_id", "=", listId).execute();

describe("the heart", () => {
  it("adds to 'My Favorites' (created on first use), removes on the second press, and says so", async () => {
    const { userId, jar } = await signedInCustomer();
    const [dish] = await someDishes(1);
    const added = await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, returnTo: `/menu/x/1#dish-${dish!.id}` },
      jar,
    );
    const [list] = await listOverview(userId);
    expect(list).toMatchObject({ name: "My Favorites", listType: "productList", isDefault: true, itemCount: 1 });
    expect(added.location).toBe(`/menu/x/1#dish-${dish!.id}`);
    const root = await rootLoader(await routeArgs("/menu/x/1", {}, { cookie: jar.header() }));
    expect(root.data.flash).toEqual({
      text: "Added to My Favorites",
      tone: "success",
      link: {
        label: "Change List",
        href: `/profile/favorites/move?itemId=${dish!.id}&from=${list!.id}&returnTo=%2Fmenu%2Fx%2F1`,
      },
    });
    expect(root.data.favourites).toEqual([dish!.id]);

    const removed = await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, returnTo: "/", _enhanced: "1" },
      jar,
    );
    expect(removed.body).toMatchObject({
      outcome: { ok: true, code: "removed", message: "Removed from My Favorites" },
    });
    expect(await favouriteItemIds(userId)).toEqual([]);
  });

  it("removes only from the list it was opened from", async () => {
    const { userId, jar } = await signedInCustomer();
    const restaurant = await someRestaurant();
    await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "restaurant", itemId: restaurant.id, returnTo: "/" },
      jar,
    );
    await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "Weekend", listType: "restaurantList" },
      jar,
    );
    const lists = await listOverview(userId);
    const weekend = lists.find((l) => l.name === "Weekend")!;
    const favourites = lists.find((l) => l.name === "My Favorites")!;
    await db()
      .insertInto("favorite_items")
      .values({ list_id: weekend.id, item_id: restaurant.id, added_at: new Date().toISOString() })
      .execute();
    await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "restaurant", itemId: restaurant.id, fromListId: weekend.id, returnTo: "/" },
      jar,
    );
    expect(await itemsOf(weekend.id)).toEqual([]);
    expect(await itemsOf(favourites.id)).toEqual([{ item_id: restaurant.id }]);
  });

  it("sends guests to sign in with the favourites title, back to the card", async () => {
    const [dish] = await someDishes(1);
    const guest = await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, returnTo: "/menu/a/b#dish-1" },
      new CookieJar(),
    );
    expect(guest.location).toBe("/login?redirectTo=%2Fmenu%2Fa%2Fb%23dish-1&reason=favorites");
  });

  it("refuses an unknown item without creating anything", async () => {
    const { userId, jar } = await signedInCustomer();
    const outcome = await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: "nope", returnTo: "/" },
      jar,
    );
    expect(outcome.location).toBe("/");
    expect(await flashOf(outcome)).toBe("Failed to add item to wishlist. Please try again.");
    expect(await listOverview(userId)).toEqual([]);
  });
});

describe("lists", () => {
  it("creates lists with unique, non-blank names per type", async () => {
    const { userId, jar } = await signedInCustomer();
    const blank = await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "   ", listType: "productList" },
      jar,
    );
    expect((blank.body as { result: { error: Record<string, string[]> } }).result.error.name).toEqual([
      "Enter a name for the list.",
    ]);
    const long = await post(overview.action, "/profile/favorites", { intent: "create", name: "x".repeat(51) }, jar);
    expect((long.body as { result: { error: Record<string, string[]> } }).result.error.name).toEqual([
      "Use at most 50 characters.",
    ]);
    await post(overview.action, "/profile/favorites", { intent: "create", name: "Biryani nights" }, jar);
    const duplicate = await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "BIRYANI NIGHTS" },
      jar,
    );
    expect((duplicate.body as { result: { error: Record<string, string[]> } }).result.error.name).toEqual([
      "You already have a list with that name.",
    ]);
    await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "Biryani nights", listType: "restaurantList" },
      jar,
    );
    expect((await listOverview(userId)).map((l) => [l.name, l.listType])).toEqual([
      ["Biryani nights", "productList"],
      ["Biryani nights", "restaurantList"],
    ]);
  });

  it("moves a dish between product lists, refusing the same list and a list of the other type", async () => {
    const { userId, jar } = await signedInCustomer();
    const [dish] = await someDishes(1);
    await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, returnTo: "/" },
      jar,
    );
    await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "Desserts", listType: "productList" },
      jar,
    );
    await post(
      overview.action,
      "/profile/favorites",
      { intent: "create", name: "Places", listType: "restaurantList" },
      jar,
    );
    const lists = await listOverview(userId);
    const from = lists.find((l) => l.name === "My Favorites")!;
    const desserts = lists.find((l) => l.name === "Desserts")!;
    const places = lists.find((l) => l.name === "Places")!;
    const same = await post(
      move.action,
      "/profile/favorites/move",
      { itemId: dish!.id, from: from.id, toListId: from.id },
      jar,
    );
    expect((same.body as { result: { error: Record<string, string[]> } }).result.error.toListId).toEqual([
      "The product is already in that list. Choose another list.",
    ]);
    const otherType = await post(
      move.action,
      "/profile/favorites/move",
      { itemId: dish!.id, from: from.id, toListId: places.id },
      jar,
    );
    expect((otherType.body as { result: { error: Record<string, string[]> } }).result.error.toListId).toEqual([
      "Choose a list of the same type.",
    ]);
    const moved = await post(
      move.action,
      "/profile/favorites/move",
      { itemId: dish!.id, from: from.id, toListId: desserts.id, returnTo: "/profile/favorites" },
      jar,
    );
    expect(moved.location).toBe("/profile/favorites");
    expect(await itemsOf(from.id)).toEqual([]);
    expect(await itemsOf(desserts.id)).toEqual([{ item_id: dish!.id }]);
    const intoNew = await post(
      move.action,
      "/profile/favorites/move",
      { itemId: dish!.id, from: desserts.id, newListName: "Sweet tooth" },
      jar,
    );
    const sweet = (await listOverview(userId)).find((l) => l.name === "Sweet tooth")!;
    expect(intoNew.location).toBe(`/profile/favorites/${sweet.id}`);
    expect(await itemsOf(sweet.id)).toEqual([{ item_id: dish!.id }]);
  });

  it("renames, removes items and deletes lists, but never the default one", async () => {
    const { userId, jar } = await signedInCustomer();
    const dishes = await someDishes(2);
    for (const dish of dishes)
      await post(
        toggle.action,
        "/favorites",
        { intent: "toggle", kind: "product", itemId: dish.id, returnTo: "/" },
        jar,
      );
    await post(overview.action, "/profile/favorites", { intent: "create", name: "Later" }, jar);
    const lists = await listOverview(userId);
    const main = lists.find((l) => l.isDefault)!;
    const later = lists.find((l) => l.name === "Later")!;
    const at = (listId: string) => `/profile/favorites/${listId}`;
    const callList = (listId: string, fields: Record<string, string>) =>
      post((args) => listPage.action({ ...args, params: { listId } }), at(listId), fields, jar);

    const renamed = await callList(main.id, { intent: "rename", listId: main.id, name: "Everyday" });
    expect(renamed.location).toBe(`${at(main.id)}?done=renamed`);
    const clash = await callList(later.id, { intent: "rename", listId: later.id, name: "everyday" });
    expect((clash.body as { result: { error: Record<string, string[]> } }).result.error.name).toEqual([
      "You already have a list with that name.",
    ]);
    await callList(main.id, { intent: "remove", listId: main.id, itemId: dishes[0]!.id });
    expect(await itemsOf(main.id)).toEqual([{ item_id: dishes[1]!.id }]);
    const missing = await callList(main.id, { intent: "remove", listId: main.id, itemId: dishes[0]!.id });
    expect((missing.body as { message: string }).message).toBe("That item is not in the list.");
    const keepDefault = await callList(main.id, { intent: "delete", listId: main.id });
    expect((keepDefault.body as { message: string }).message).toBe("The default list cannot be deleted.");
    const deleted = await callList(later.id, { intent: "delete", listId: later.id });
    expect(deleted.location).toBe("/profile/favorites");
    expect((await listOverview(userId)).map((l) => l.name)).toEqual(["Everyday"]);
  });

  it("never reads or changes another customer's lists", async () => {
    const me = await signedInCustomer();
    const them = await signedInCustomer();
    const [dish] = await someDishes(1);
    await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, returnTo: "/" },
      them.jar,
    );
    const [theirs] = await listOverview(them.userId);
    const read = await thrown(async () =>
      listPage.loader(
        await routeArgs(`/profile/favorites/${theirs!.id}`, { listId: theirs!.id }, { cookie: me.jar.header() }),
      ),
    );
    expect(read.status).toBe(404);
    const args = await routeArgs(
      `/profile/favorites/${theirs!.id}`,
      { listId: theirs!.id },
      {
        method: "POST",
        body: new URLSearchParams({ intent: "rename", listId: theirs!.id, name: "Mine now" }),
        cookie: me.jar.header(),
      },
    );
    expect((await thrown(() => listPage.action(args))).status).toBe(404);
    const moveRead = await thrown(async () =>
      move.loader(
        await routeArgs(
          `/profile/favorites/move?itemId=${dish!.id}&from=${theirs!.id}`,
          {},
          { cookie: me.jar.header() },
        ),
      ),
    );
    expect(moveRead.status).toBe(404);
    await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish!.id, fromListId: theirs!.id, returnTo: "/" },
      me.jar,
    );
    expect(await itemsOf(theirs!.id)).toEqual([{ item_id: dish!.id }]);
    expect((await listOverview(them.userId))[0]?.name).toBe("My Favorites");
  });
});
