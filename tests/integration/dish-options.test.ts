import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { getCart } from "~/features/cart/cart-view.server";
import { lineProblemText } from "~/features/cart/cart-words";
import { fixedT } from "~/lib/i18n";
import { choiceKey, type OptionGroup } from "~/features/catalogue/dish-options";
import { optionGroupsOf } from "~/features/catalogue/dish-options.server";
import { findOrder, reorder } from "~/features/orders/orders.server";
import { listBoardOrders } from "~/features/admin/admin-orders.server";
import * as consoleOptions from "~/routes/admin/dish-options";
import * as addressNew from "~/routes/profile/address-new";
import * as cartPending from "~/routes/cart/cart-pending";
import * as cartRoute from "~/routes/cart/cart";
import * as optionsRoute from "~/routes/cart/dish-options";
import * as kitchenRoute from "~/routes/partner/kitchen";
import { addMember } from "~/features/partners/partners.server";
import { switchDishesBackOn } from "~/features/catalogue/dishes-back-on.server";
import { signedInAdmin, signedInCustomer } from "../support/accounts";
import { flashOf } from "../support/flash";
import { checkout } from "../support/orders";
import { post, type Outcome } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";
import { CookieJar } from "../../scripts/support/cookies";
import { aroundTheClockIds, deliveringToSample, SAMPLE_ADDRESSES } from "../../scripts/support/restaurants";

/**
 * A Kolkata dish (delivered to the sample address at any hour) with a variant and an add-on group of up to
 * 2 or more from more than that.
 */
async function biryaniWithOptions() {
  const candidates = await db()
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select(["products.id", "products.name", "products.price_paise", "restaurants.id as restaurantId"])
    .where("restaurants.city_id", "=", "calcutta")
    .where("restaurants.is_active", "=", 1)
    .where("restaurants.id", "in", aroundTheClockIds)
    .where("restaurants.id", "in", deliveringToSample("calcutta"))
    .where("products.available", "=", 1)
    .where("products.promo_discount_percent", "is", null)
    .where("products.id", "in", (eb) =>
      eb.selectFrom("product_option_groups").select("product_id").where("max_choices", ">=", 2),
    )
    .orderBy("products.id")
    .execute();
  for (const dish of candidates) {
    const groups = (await optionGroupsOf([dish.id])).get(dish.id) ?? [];
    const variant = groups.find((group) => group.minChoices === 1 && group.maxChoices === 1);
    const addOns = groups.find(
      (group) => group.minChoices === 0 && group.maxChoices >= 2 && group.options.length > group.maxChoices,
    );
    if (variant && addOns && groups.length === 2) return { ...dish, variant, addOns };
  }
  throw new Error("The demo catalogue has no such dish");
}
type DishWithOptions = Awaited<ReturnType<typeof biryaniWithOptions>>;

/** The options page's form, posted. */
const postOptions = (dishId: string, fields: [string, string][], jar: CookieJar) =>
  post((args) => optionsRoute.action({ ...args, params: { id: dishId } }), `/dishes/${dishId}/options`, fields, jar);

const pick = (group: OptionGroup, index: number) => group.options[index]!;

function addWith(dish: { id: string }, choices: [string, string][], extra: Record<string, string> = {}) {
  return [
    ["intent", "add"],
    ["productId", dish.id],
    ["quantity", "1"],
    ["returnTo", "/menu/somewhere/x"],
    ...choices,
    ...Object.entries(extra),
  ] as [string, string][];
}

const cartLines = (userId: string) =>
  db()
    .selectFrom("cart_lines")
    .select(["product_id", "customizations", "quantity"])
    .where("user_id", "=", userId)
    .orderBy("added_at")
    .orderBy("id")
    .execute();

const optionsPage = async (dishId: string) =>
  optionsRoute.loader(await routeArgs(`/dishes/${dishId}/options`, { id: dishId }, {}));

const bodyOf = (outcome: Outcome) =>
  outcome.body as {
    outcome: { ok: boolean; message: string; problems?: Record<string, string> };
    result: { initialValue: { choices: Record<string, string | string[]> } };
  };
/** The options ticked on a refused form, as the kit keeps what was typed (each group's field). */
const tickedOf = (outcome: Outcome) => Object.values(bodyOf(outcome).result.initialValue.choices).flat();

describe("customisations", () => {
  it("adds a dish with its options: a refusal is named next to its group, with the choices kept and nothing added", async () => {
    const customer = await signedInCustomer();
    const dish = await biryaniWithOptions();
    const page = await optionsPage(dish.id);
    const add = (choices: [string, string][], extra: Record<string, string> = {}) =>
      postOptions(dish.id, addWith(dish, choices, { prices: page.prices, ...extra }), customer.jar);

    const missing = await add([[`choices.${dish.addOns.id}`, pick(dish.addOns, 0).id]]);
    expect(missing.status, JSON.stringify([missing.location, missing.body])).toBe(400);
    expect(bodyOf(missing).outcome.problems).toEqual({ [dish.variant.id]: `Choose 1 from ${dish.variant.name}.` });
    expect(tickedOf(missing)).toEqual([pick(dish.addOns, 0).id]);

    const tooMany = await add([
      [`choices.${dish.variant.id}`, pick(dish.variant, 0).id],
      ...dish.addOns.options.map((option) => [`choices.${dish.addOns.id}`, option.id] as [string, string]),
    ]);
    expect(bodyOf(tooMany).outcome.problems).toEqual({
      [dish.addOns.id]: `Choose at most ${dish.addOns.maxChoices} from ${dish.addOns.name}.`,
    });

    const foreign = await db()
      .selectFrom("product_options")
      .innerJoin("product_option_groups", "product_option_groups.id", "product_options.group_id")
      .select("product_options.id")
      .where("product_option_groups.product_id", "!=", dish.id)
      .executeTakeFirstOrThrow();
    const smuggled = await add([
      [`choices.${dish.variant.id}`, pick(dish.variant, 0).id],
      [`choices.${dish.variant.id}`, foreign.id],
    ]);
    expect(bodyOf(smuggled).outcome.message).toBe(`That choice is not offered with ${dish.name}.`);

    const stale = await add([[`choices.${dish.variant.id}`, pick(dish.variant, 1).id]], {
      prices: page.prices.replace(/^\d+/, "1"),
    });
    expect(bodyOf(stale).outcome.message).toBe(
      `The price of ${dish.name} has changed since you opened it. Check the prices and add it again.`,
    );
    expect(await cartLines(customer.userId)).toEqual([]);

    const full = pick(dish.variant, 1);
    const addOn = pick(dish.addOns, 1);
    const added = await add([
      [`choices.${dish.addOns.id}`, addOn.id],
      [`choices.${dish.variant.id}`, full.id],
    ]);
    expect(added.location).toBe("/menu/somewhere/x");
    expect(await flashOf(added)).toBe(`Added ${dish.name} to your cart.`);
    expect(await cartLines(customer.userId)).toEqual([
      { product_id: dish.id, customizations: choiceKey([full.id, addOn.id]), quantity: 1 },
    ]);
    const [line] = (await getCart(customer.userId)).lines;
    expect(line).toMatchObject({
      unitPricePaise: dish.price_paise + full.pricePaise + addOn.pricePaise,
      choices: [
        { optionId: full.id, group: dish.variant.name, name: full.name, pricePaise: full.pricePaise },
        { optionId: addOn.id, group: dish.addOns.name, name: addOn.name, pricePaise: addOn.pricePaise },
      ],
      unavailable: null,
    });
  });

  it("refuses choices in Hindi on a Hindi page, next to their group, the names as they are", async () => {
    const customer = await signedInCustomer();
    customer.jar.set("lang", "hi");
    const dish = await biryaniWithOptions();
    const { prices } = await optionsPage(dish.id);
    const missing = await postOptions(
      dish.id,
      addWith(dish, [[`choices.${dish.addOns.id}`, pick(dish.addOns, 0).id]], { prices }),
      customer.jar,
    );
    expect(missing.status).toBe(400);
    expect(bodyOf(missing).outcome.problems).toEqual({ [dish.variant.id]: `${dish.variant.name} में से 1 चुनें।` });
    const stale = await postOptions(
      dish.id,
      addWith(dish, [[`choices.${dish.variant.id}`, pick(dish.variant, 0).id]], {
        prices: prices.replace(/^\d+/, "1"),
      }),
      customer.jar,
    );
    expect(bodyOf(stale).outcome.message).toBe(`आपके खोलने के बाद ${dish.name} की कीमत बदल गई है। कीमतें देखकर इसे फिर से जोड़ें।`);
    const added = await postOptions(
      dish.id,
      addWith(dish, [[`choices.${dish.variant.id}`, pick(dish.variant, 0).id]], { prices }),
      customer.jar,
    );
    expect(await flashOf(added)).toBe(`${dish.name} आपके कार्ट में जोड़ दिया गया।`);
  });

  it("keeps other choices as another line, changes quantities per line, and orders, shows and reorders the choices", async () => {
    const customer = await signedInCustomer();
    const dish = await biryaniWithOptions();
    const { prices } = await optionsPage(dish.id);
    const half = [`choices.${dish.variant.id}`, pick(dish.variant, 0).id] as [string, string];
    const full = [`choices.${dish.variant.id}`, pick(dish.variant, 1).id] as [string, string];
    const addOn = [`choices.${dish.addOns.id}`, pick(dish.addOns, 0).id] as [string, string];
    const add = (choices: [string, string][]) => postOptions(dish.id, addWith(dish, choices, { prices }), customer.jar);
    await add([half]);
    await add([full, addOn]);
    await add([half]);
    const halfKey = choiceKey([half[1]]);
    const fullKey = choiceKey([full[1], addOn[1]]);
    expect((await cartLines(customer.userId)).map((row) => [row.customizations, row.quantity])).toEqual([
      [halfKey, 2],
      [fullKey, 1],
    ]);

    const set = await post(
      cartRoute.action,
      "/cart",
      [
        ["intent", "set"],
        ["productId", dish.id],
        ["choices.chosen", full[1]],
        ["choices.chosen", addOn[1]],
        ["quantity", "3"],
        ["returnTo", "/cart"],
      ],
      customer.jar,
    );
    expect(await flashOf(set)).toBe(`Updated the quantity of ${dish.name}.`);
    expect((await cartLines(customer.userId)).map((row) => [row.customizations, row.quantity])).toEqual([
      [halfKey, 2],
      [fullKey, 3],
    ]);
    await post(
      cartRoute.action,
      "/cart",
      [
        ["intent", "remove"],
        ["productId", dish.id],
        ["choices.chosen", half[1]],
        ["returnTo", "/cart"],
      ],
      customer.jar,
    );
    expect((await cartLines(customer.userId)).map((row) => row.customizations)).toEqual([fullKey]);
    await add([half]);

    await post(addressNew.action, "/profile/addresses/new", SAMPLE_ADDRESSES.calcutta, customer.jar);
    const placed = await checkout(customer.jar, `options-${customer.userId}`);
    const orderId = /orders\/([0-9a-f]+)/.exec(placed.location ?? "")?.[1];
    expect(orderId, JSON.stringify(placed.body)).toBeDefined();
    const order = (await findOrder(customer.userId, orderId!))!;
    const unitFull = dish.price_paise + pick(dish.variant, 1).pricePaise + pick(dish.addOns, 0).pricePaise;
    expect(
      order.items
        .map((item) => [item.quantity, item.unitPricePaise, item.choices.map((c) => c.name)])
        .sort((a, b) => Number(b[0]) - Number(a[0])),
    ).toEqual([
      [3, unitFull, [pick(dish.variant, 1).name, pick(dish.addOns, 0).name]],
      [1, dish.price_paise, [pick(dish.variant, 0).name]],
    ]);
    expect(order.bill.subtotalPaise).toBe(3 * unitFull + dish.price_paise);
    const board = await listBoardOrders({ cityId: null, restaurantId: dish.restaurantId, status: null });
    expect(board.find((row) => row.id === orderId)?.items.sort((a, b) => b.quantity - a.quantity)).toEqual([
      { name: `${dish.name} (${pick(dish.variant, 1).name}, ${pick(dish.addOns, 0).name})`, quantity: 3 },
      { name: `${dish.name} (${pick(dish.variant, 0).name})`, quantity: 1 },
    ]);

    expect(await reorder(customer.userId, orderId!, false)).toMatchObject({ ok: true, added: 2 });
    expect((await cartLines(customer.userId)).map((row) => [row.customizations, row.quantity]).sort()).toEqual(
      [
        [fullKey, 3],
        [halfKey, 1],
      ].sort(),
    );
  });

  it("keeps a guest's choices while they sign in, and adds them when they are back", async () => {
    const dish = await biryaniWithOptions();
    const { prices } = await optionsPage(dish.id);
    const guest = new CookieJar();
    const choice = pick(dish.variant, 1).id;
    const asked = await postOptions(
      dish.id,
      addWith(dish, [[`choices.${dish.variant.id}`, choice]], { prices }),
      guest,
    );
    expect(asked.location).toMatch(/^\/login\?/);
    const customer = await signedInCustomer();
    customer.jar.store(asked);
    const back = await cartPending
      .loader(await routeArgs("/cart/pending", {}, { cookie: customer.jar.header() }))
      .catch((thrown: unknown) => thrown as Response);
    expect((back as Response).headers.get("Location")).toBe("/menu/somewhere/x");
    expect(await cartLines(customer.userId)).toEqual([
      { product_id: dish.id, customizations: choiceKey([choice]), quantity: 1 },
    ]);
  });
});

describe("the console's options", () => {
  const optionsPath = (dish: DishWithOptions) => `/admin/restaurants/${dish.restaurantId}/dishes/${dish.id}/options`;
  const act = (dish: DishWithOptions, fields: Record<string, string>, jar: CookieJar) =>
    post(
      (args) => consoleOptions.action({ ...args, params: { id: dish.restaurantId, dishId: dish.id } }),
      optionsPath(dish),
      fields,
      jar,
    );
  const consoleDish = async (dish: DishWithOptions, jar: CookieJar) =>
    (
      await consoleOptions.loader(
        await routeArgs(optionsPath(dish), { id: dish.restaurantId, dishId: dish.id }, { cookie: jar.header() }),
      )
    ).dish;

  it("edits a dish's options as text, keeping the ids of options that stay, refusing bad lines and stale forms, audited", async () => {
    const admin = await signedInAdmin();
    const customer = await signedInCustomer();
    const dish = await biryaniWithOptions();
    const shown = (await consoleDish(dish, admin.jar)).optionsText;
    expect(shown.split("\n")[0]).toBe(
      `${dish.variant.name}, choose 1: ${dish.variant.options.map((o) => `${o.name} ₹${o.pricePaise / 100}`).join(", ")}`,
    );
    // A customer has the second variant with an add-on in the cart.
    const { prices } = await optionsPage(dish.id);
    await postOptions(
      dish.id,
      addWith(
        dish,
        [
          [`choices.${dish.variant.id}`, pick(dish.variant, 1).id],
          [`choices.${dish.addOns.id}`, pick(dish.addOns, 0).id],
        ],
        { prices },
      ),
      customer.jar,
    );

    const bad = await act(dish, { options: "Portion: Half, Full", shownOptions: shown }, admin.jar);
    expect(bad.status).toBe(400);
    expect((bad.body as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      options: ["Line 1: write it like “Size, choose 1: Half ₹0, Full ₹120”."],
    });

    const variantLine = `${dish.variant.name}, choose 1: ${pick(dish.variant, 0).name} ₹0, ${pick(dish.variant, 1).name} ₹250`;
    const saved = await act(
      dish,
      {
        options: `${variantLine}\nSpice, choose 0-1: Extra spicy ₹0`,
        // As a browser posts it without JavaScript: line breaks as CR LF.
        shownOptions: shown.replaceAll("\n", "\r\n"),
      },
      admin.jar,
    );
    expect(await flashOf(saved)).toBe("Options saved.");
    const groups = (await optionGroupsOf([dish.id])).get(dish.id)!;
    expect(groups.map((group) => group.name)).toEqual([dish.variant.name, "Spice"]);
    expect(groups[0]!.id).toBe(dish.variant.id);
    expect(groups[0]!.options.map((option) => [option.id, option.pricePaise])).toEqual([
      [pick(dish.variant, 0).id, 0],
      [pick(dish.variant, 1).id, 250_00],
    ]);
    expect(
      await db().selectFrom("product_options").select("id").where("group_id", "=", dish.addOns.id).execute(),
    ).toEqual([]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "before", "after"])
      .where("target_id", "=", dish.id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("dish.options");
    expect(JSON.parse(audit.after)).toEqual({ options: `${variantLine}\nSpice, choose 0-1: Extra spicy ₹0` });

    // The add-on the customer chose is gone: the line is kept but not ordered until added again.
    const [line] = (await getCart(customer.userId)).lines;
    expect(line?.unavailable && lineProblemText(line.unavailable, fixedT("en"))).toBe(
      "Its options have changed. Remove it and add it again.",
    );

    const stale = await act(dish, { options: "", shownOptions: shown }, admin.jar);
    expect(stale.status).toBe(409);
    expect((await optionGroupsOf([dish.id])).get(dish.id)).toHaveLength(2);
  });
});

describe("an option the restaurant's kitchen switches off", () => {
  it("is shown but refused next to its group, flags the cart line holding it, and is back at the next opening", async () => {
    const customer = await signedInCustomer();
    const dish = await biryaniWithOptions();
    const full = pick(dish.variant, 1);
    const { prices } = await optionsPage(dish.id);
    const withFull = addWith(dish, [[`choices.${dish.variant.id}`, full.id]], { prices });
    expect((await postOptions(dish.id, withFull, customer.jar)).status).toBe(303);

    const partner = await signedInCustomer();
    await addMember(dish.restaurantId, partner.userId, "staff");
    const stranger = await signedInCustomer();
    const { id: elsewhere } = await db()
      .selectFrom("restaurants")
      .select("id")
      .where("id", "!=", dish.restaurantId)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await addMember(elsewhere, stranger.userId, "owner");
    const switchOption = (jar: CookieJar, restaurantId: string, fields: [string, string][]) =>
      post(
        (args) => kitchenRoute.action({ ...args, params: { restaurantId } }),
        `/partner/${restaurantId}/kitchen`,
        [["intent", "option-available"], ["optionId", full.id], ...fields],
        jar,
      );
    // Another restaurant's partner, on their own kitchen's page: nothing changes.
    expect((await switchOption(stranger.jar, elsewhere, [["available", "0"]])).status).toBe(404);
    // And on this restaurant's page, not being its partner.
    expect((await thrown(() => switchOption(stranger.jar, dish.restaurantId, [["available", "0"]]))).status).toBe(404);
    const off = await switchOption(partner.jar, dish.restaurantId, [
      ["available", "0"],
      ["until", "today"],
    ]);
    expect(off.status).toBe(303);
    expect(await flashOf(off)).toBe("The option is switched off for today: it comes back on when you next open.");
    const stored = () =>
      db()
        .selectFrom("product_options")
        .select(["available", "available_again_at"])
        .where("id", "=", full.id)
        .executeTakeFirstOrThrow();
    const { available_again_at: againAt } = await stored();
    expect((await stored()).available).toBe(0);
    expect(Date.parse(againAt!)).toBeGreaterThan(Date.now());

    const shown = await optionsPage(dish.id);
    expect(shown.groups.find((group) => group.id === dish.variant.id)?.options).toContainEqual(
      expect.objectContaining({ id: full.id, available: false }),
    );
    const refused = await postOptions(dish.id, withFull, customer.jar);
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).outcome.problems).toEqual({
      [dish.variant.id]: `${full.name} has run out: choose another from ${dish.variant.name}.`,
    });
    const cart = await getCart(customer.userId);
    expect(cart.lines.map((line) => line.unavailable)).toEqual(["options-changed"]);

    expect(await switchDishesBackOn(new Date(Date.parse(againAt!) - 1000))).toBe(0);
    expect(await switchDishesBackOn(new Date(againAt!))).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual({ available: 1, available_again_at: null });
    expect((await getCart(customer.userId)).lines.map((line) => line.unavailable)).toEqual([null]);
    const audit = await db()
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("target_id", "=", dish.id)
      .execute();
    expect(audit).toContainEqual({ action: "dish.option-unavailable", actor_id: partner.userId });
  });
});
