import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { getCart } from "~/features/cart/cart-view.server";
import { lineProblemText } from "~/features/cart/cart-words";
import { fixedT } from "~/lib/i18n";
import * as address from "~/routes/profile/address-new";
import * as addressEdit from "~/routes/profile/address-edit";
import * as addresses from "~/routes/profile/addresses";
import * as cartRoute from "~/routes/cart/cart";
import * as menu from "~/routes/catalogue/menu";
import * as pending from "~/routes/cart/cart-pending";
import * as root from "~/root";
import { signedInCustomer } from "../support/accounts";
import { CookieJar } from "../../scripts/support/cookies";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";
import { flashOf } from "../support/flash";
import { aroundTheClockIds, dishesWithOptions } from "../../scripts/support/restaurants";

async function dishes(count: number, where: { open?: boolean } = {}) {
  const restaurant = await db()
    .selectFrom("restaurants")
    .select(["id", "slug", "name"])
    .where("is_active", "=", where.open === false ? 0 : 1)
    .where("id", "in", aroundTheClockIds)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const products = await db()
    .selectFrom("products")
    .select(["id", "name", "price_paise"])
    .where("restaurant_id", "=", restaurant.id)
    .where("available", "=", 1)
    .where("id", "not in", dishesWithOptions)
    .orderBy("sort_order")
    .limit(count)
    .execute();
  return { restaurant, products };
}

async function otherRestaurantDish(notRestaurantId: string) {
  return db()
    .selectFrom("products")
    .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
    .select(["products.id", "products.name", "restaurants.name as restaurant"])
    .where("restaurants.id", "!=", notRestaurantId)
    .where("restaurants.is_active", "=", 1)
    .where("restaurants.id", "in", aroundTheClockIds)
    .where("products.available", "=", 1)
    .where("products.id", "not in", dishesWithOptions)
    .orderBy("products.id")
    .executeTakeFirstOrThrow();
}

/** A form the schema refused: its messages by field, as the action kit answers them. */
const fieldErrorsOf = (outcome: { body: unknown }) =>
  (outcome.body as { result: { error: Record<string, string[] | undefined> } }).result.error;

const lines = (userId: string) =>
  db()
    .selectFrom("cart_lines")
    .select(["product_id", "quantity"])
    .where("user_id", "=", userId)
    .orderBy("added_at")
    .execute();

describe("the cart action", () => {
  it("adds with absolute quantities, so a repeated submit is harmless, and returns to the dish", async () => {
    const { userId, jar } = await signedInCustomer();
    const { restaurant, products } = await dishes(2);
    const dish = products[0]!;
    const returnTo = `/menu/${restaurant.slug}/${restaurant.id}#dish-${dish.id}`;
    const first = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: dish.id, quantity: "1", returnTo },
      jar,
    );
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/menu/${restaurant.slug}/${restaurant.id}#dish-${dish.id}`);
    expect(await flashOf(first)).toBe(`Added ${dish.name} to your cart.`);
    await post(cartRoute.action, "/cart", { intent: "add", productId: dish.id, quantity: "1", returnTo }, jar);
    expect(await lines(userId)).toEqual([{ product_id: dish.id, quantity: 1 }]);

    await post(cartRoute.action, "/cart", { intent: "set", productId: dish.id, quantity: "3", returnTo: "/cart" }, jar);
    await post(cartRoute.action, "/cart", { intent: "set", productId: dish.id, quantity: "3", returnTo: "/cart" }, jar);
    expect(await lines(userId)).toEqual([{ product_id: dish.id, quantity: 3 }]);

    const page = await menu.loader(
      await routeArgs(
        `/menu/${restaurant.slug}/${restaurant.id}`,
        { slug: restaurant.slug, id: restaurant.id },
        { cookie: jar.header() },
      ),
    );
    expect(page.data.cart).toMatchObject({
      count: 3,
      quantities: { [dish.id]: 3 },
      subtotalPaise: dish.price_paise * 3,
    });
  });

  it("refuses bad quantities with a clear message and leaves the cart as it was", async () => {
    const { userId, jar } = await signedInCustomer();
    const { products } = await dishes(1);
    const dish = products[0]!;
    await post(cartRoute.action, "/cart", { intent: "add", productId: dish.id, quantity: "2", returnTo: "/cart" }, jar);
    for (const quantity of ["-1", "1.5", "21", "999999", "lots", ""]) {
      const outcome = await post(
        cartRoute.action,
        "/cart",
        { intent: "set", productId: dish.id, quantity, returnTo: "/cart" },
        jar,
      );
      expect(outcome.status, quantity).toBe(400);
      expect(fieldErrorsOf(outcome).quantity?.[0]).toMatch(/quantity from 0 to 20|at most 20/);
    }
    expect(await lines(userId)).toEqual([{ product_id: dish.id, quantity: 2 }]);
  });

  // Customer audit M5: minus at 1 sends 0, which removes the dish, as on Swiggy and Zomato.
  it("removes a line set to 0 and says so", async () => {
    const { userId, jar } = await signedInCustomer();
    const { products } = await dishes(1);
    const dish = products[0]!;
    await post(cartRoute.action, "/cart", { intent: "add", productId: dish.id, quantity: "1", returnTo: "/cart" }, jar);
    const removed = await post(
      cartRoute.action,
      "/cart",
      { intent: "set", productId: dish.id, quantity: "0", returnTo: "/cart" },
      jar,
    );
    expect(removed.status).toBe(303);
    expect(await flashOf(removed)).toBe(`${dish.name} has been removed from your cart`);
    expect(await lines(userId)).toEqual([]);
  });

  it("asks before replacing a cart from another restaurant, naming both, and replaces on confirmation", async () => {
    const { userId, jar } = await signedInCustomer();
    const { restaurant, products } = await dishes(1);
    await post(cartRoute.action, "/cart", { intent: "add", productId: products[0]!.id, returnTo: "/cart" }, jar);
    const other = await otherRestaurantDish(restaurant.id);
    const asked = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: other.id, returnTo: "/restaurants" },
      jar,
    );
    expect(asked.location).toBe(`/cart/replace?productId=${other.id}&returnTo=%2Frestaurants`);
    const enhanced = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: other.id, returnTo: "/restaurants", _enhanced: "1" },
      jar,
    );
    expect(enhanced.status).toBe(409);
    expect((enhanced.body as { outcome: { message: string } }).outcome.message).toBe(
      `Your cart has dishes from ${restaurant.name}. Replace them with ${other.name} from ${other.restaurant}?`,
    );
    expect(await lines(userId)).toEqual([{ product_id: products[0]!.id, quantity: 1 }]);
    await post(cartRoute.action, "/cart", { intent: "add", productId: other.id, replace: "1", returnTo: "/cart" }, jar);
    expect(await lines(userId)).toEqual([{ product_id: other.id, quantity: 1 }]);
  });

  it("refuses dishes of closed restaurants and unavailable dishes, and flags lines that became unavailable", async () => {
    const { userId, jar } = await signedInCustomer();
    const closed = await dishes(1, { open: false });
    const refused = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: closed.products[0]!.id, returnTo: "/cart" },
      jar,
    );
    expect((refused.body as { outcome: { message: string } }).outcome.message).toBe(
      `${closed.restaurant.name} is not taking orders right now: Closed for now.`,
    );

    const { products } = await dishes(2);
    await post(cartRoute.action, "/cart", { intent: "add", productId: products[0]!.id, returnTo: "/cart" }, jar);
    await post(cartRoute.action, "/cart", { intent: "add", productId: products[1]!.id, returnTo: "/cart" }, jar);
    await db().updateTable("products").set({ available: 0 }).where("id", "=", products[1]!.id).execute();
    const cart = await getCart(userId);
    const problem = cart.lines.find((line) => line.productId === products[1]!.id)?.unavailable;
    expect(problem && lineProblemText(problem, fixedT("en"))).toBe("No longer available.");
    expect(cart.price.subtotalPaise).toBe(products[0]!.price_paise);
    const again = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: products[1]!.id, returnTo: "/cart" },
      jar,
    );
    expect((again.body as { outcome: { message: string } }).outcome.message).toBe(
      `${products[1]!.name} is not available right now.`,
    );
    await db().updateTable("products").set({ available: 1 }).where("id", "=", products[1]!.id).execute();
  });

  it("applies promo codes with the spec's messages and removes them", async () => {
    const { userId, jar } = await signedInCustomer();
    const cheap = await db()
      .selectFrom("products")
      .innerJoin("restaurants", "restaurants.id", "products.restaurant_id")
      .select(["products.id", "products.price_paise"])
      .where("restaurants.is_active", "=", 1)
      .where("restaurants.id", "in", aroundTheClockIds)
      .where("products.available", "=", 1)
      .where("products.id", "not in", dishesWithOptions)
      .where("products.price_paise", "<", 2500)
      .executeTakeFirst();
    const { products } = await dishes(1);
    if (cheap) {
      await post(
        cartRoute.action,
        "/cart",
        { intent: "add", productId: cheap.id, replace: "1", returnTo: "/cart" },
        jar,
      );
      const below = await post(
        cartRoute.action,
        "/cart",
        { intent: "apply-promo", code: "save20", returnTo: "/cart" },
        jar,
      );
      expect((below.body as { outcome: { message: string } }).outcome.message).toBe("Minimum order of ₹25 required.");
    }
    await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: products[0]!.id, replace: "1", returnTo: "/cart" },
      jar,
    );
    const unknown = await post(
      cartRoute.action,
      "/cart",
      { intent: "apply-promo", code: "FREEFOOD", returnTo: "/cart" },
      jar,
    );
    expect(unknown.status).toBe(400);
    expect((unknown.body as { outcome: { message: string } }).outcome.message).toBe("Invalid promo code.");
    const applied = await post(
      cartRoute.action,
      "/cart",
      { intent: "apply-promo", code: "save20", returnTo: "/cart" },
      jar,
    );
    expect(applied.location).toBe("/cart");
    expect(await flashOf(applied)).toBe("Promo code applied successfully!");
    const cart = await getCart(userId);
    expect(cart.promoCode).toBe("SAVE20");
    expect(cart.price.discountPaise).toBe(Math.round(products[0]!.price_paise * 0.2));
    await post(cartRoute.action, "/cart", { intent: "remove-promo", returnTo: "/cart" }, jar);
    expect((await getCart(userId)).promoCode).toBeNull();
  });

  it("saves the delivery details with the cart, refusing another customer's address and overlong instructions", async () => {
    const me = await signedInCustomer();
    const them = await signedInCustomer();
    const mine = await post(
      address.action,
      "/profile/addresses/new",
      {
        addressLine1: "12, 4th Cross",
        city: "Pune",
        state: "Maharashtra",
        zipCode: "411001",
        locality: "pune/Koregaon Park",
        addressType: "Home",
        returnTo: "/cart",
      },
      me.jar,
    );
    expect(mine.location).toBe("/cart");
    expect(await flashOf(mine)).toBe("New address created successfully");
    await post(
      address.action,
      "/profile/addresses/new",
      {
        addressLine1: "9, MG Road",
        city: "Delhi",
        state: "Delhi",
        zipCode: "110001",
        locality: "delhi/Connaught Place",
      },
      them.jar,
    );
    const [myAddress] = await db().selectFrom("addresses").select("id").where("user_id", "=", me.userId).execute();
    const [theirAddress] = await db().selectFrom("addresses").select("id").where("user_id", "=", them.userId).execute();

    const foreign = await post(
      cartRoute.action,
      "/cart",
      { intent: "details", addressId: theirAddress!.id, paymentMethod: "COD", returnTo: "/cart" },
      me.jar,
    );
    expect((foreign.body as { outcome: { message: string } }).outcome.message).toBe("Choose one of your addresses.");
    const long = await post(
      cartRoute.action,
      "/cart",
      { intent: "details", paymentMethod: "UPI", instructions: "x".repeat(301), returnTo: "/cart" },
      me.jar,
    );
    expect(fieldErrorsOf(long).instructions).toEqual(["Use at most 300 characters."]);
    const saved = await post(
      cartRoute.action,
      "/cart",
      {
        intent: "details",
        addressId: myAddress!.id,
        paymentMethod: "COD",
        instructions: "Ring twice",
        noContact: "on",
        returnTo: "/cart",
      },
      me.jar,
    );
    expect(saved.location).toBe("/cart");
    expect(await flashOf(saved)).toBe("Delivery details saved.");
    expect(await getCart(me.userId)).toMatchObject({
      address: { id: myAddress!.id, locality: "Koregaon Park" },
      paymentMethod: "COD",
      instructions: "Ring twice",
      noContact: false,
    });
  });

  it("never touches another customer's cart lines, and sends guests to sign in", async () => {
    const me = await signedInCustomer();
    const them = await signedInCustomer();
    const { products } = await dishes(1);
    await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: products[0]!.id, quantity: "4", returnTo: "/cart" },
      them.jar,
    );
    const removed = await post(
      cartRoute.action,
      "/cart",
      { intent: "remove", productId: products[0]!.id, returnTo: "/cart" },
      me.jar,
    );
    expect((removed.body as { outcome: { message: string } }).outcome.message).toBe("That dish is not in your cart.");
    await post(cartRoute.action, "/cart", { intent: "clear", returnTo: "/cart" }, me.jar);
    expect(await lines(them.userId)).toEqual([{ product_id: products[0]!.id, quantity: 4 }]);

    const guest = await post(
      cartRoute.action,
      "/cart",
      { intent: "clear", returnTo: "/menu/x/1#dish-2" },
      new CookieJar(),
    );
    expect(guest.location).toBe("/login?redirectTo=%2Fmenu%2Fx%2F1%23dish-2&reason=cart");
    const guestPage = await cartRoute.loader(await routeArgs("/cart"));
    expect(guestPage).toEqual({ signedIn: false });
  });

  it("removes a line after confirmation and says so", async () => {
    const { userId, jar } = await signedInCustomer();
    const { products } = await dishes(1);
    await post(cartRoute.action, "/cart", { intent: "add", productId: products[0]!.id, returnTo: "/cart" }, jar);
    const asking = await cartRoute.loader(
      await routeArgs(`/cart?remove=${products[0]!.id}`, {}, { cookie: jar.header() }),
    );
    expect(asking.signedIn && asking.removing?.name).toBe(products[0]!.name);
    const removed = await post(
      cartRoute.action,
      "/cart",
      { intent: "remove", productId: products[0]!.id, returnTo: "/cart" },
      jar,
    );
    expect(removed.location).toBe("/cart");
    const page = await root.loader(await routeArgs("/cart", {}, { cookie: jar.header() }));
    expect(page.data.flash).toEqual({ text: `${products[0]!.name} has been removed from your cart`, tone: "success" });
    expect(page.init?.headers && new Headers(page.init.headers).getSetCookie().join()).toMatch(/flash=; Max-Age=0/);
    expect(await lines(userId)).toEqual([]);
  });
});

describe("the cart in Hindi", () => {
  const hindiPage = { id: "root", loaderData: { language: "hi" } };

  it("answers, refuses and words the cart page in the customer's language, names as they are", async () => {
    const { jar } = await signedInCustomer();
    jar.set("lang", "hi");
    const { restaurant, products } = await dishes(2);
    const [dish, other] = [products[0]!, products[1]!];
    const added = await post(cartRoute.action, "/cart", { intent: "add", productId: dish.id, returnTo: "/cart" }, jar);
    expect(await flashOf(added)).toBe(`${dish.name} आपके कार्ट में जोड़ दिया गया।`);
    await post(cartRoute.action, "/cart", { intent: "add", productId: other.id, returnTo: "/cart" }, jar);

    const tooMany = await post(
      cartRoute.action,
      "/cart",
      { intent: "set", productId: dish.id, quantity: "21", returnTo: "/cart" },
      jar,
    );
    // The kit answers a refused field with its message's id; the page words it in the customer's language.
    expect(fixedT("hi")(fieldErrorsOf(tooMany).quantity![0]!)).toBe("एक डिश ज़्यादा से ज़्यादा 20 ही ऑर्डर कर सकते हैं।");
    const unknown = await post(
      cartRoute.action,
      "/cart",
      { intent: "apply-promo", code: "FREEFOOD", returnTo: "/cart" },
      jar,
    );
    expect((unknown.body as { outcome: { message: string } }).outcome.message).toBe("प्रोमो कोड सही नहीं है।");

    const elsewhere = await otherRestaurantDish(restaurant.id);
    const asked = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: elsewhere.id, returnTo: "/restaurants", _enhanced: "1" },
      jar,
    );
    expect((asked.body as { outcome: { message: string } }).outcome.message).toBe(
      `आपके कार्ट में ${restaurant.name} की डिश हैं। उन्हें हटाकर ${elsewhere.restaurant} से ${elsewhere.name} जोड़ें?`,
    );

    await db().updateTable("products").set({ available: 0 }).where("id", "=", other.id).execute();
    try {
      const page = await cartRoute.loader(await routeArgs("/cart?payment=cancelled", {}, { cookie: jar.header() }));
      if (!page.signedIn) throw new Error("signed out");
      expect(page.paymentNotice).toBe("पेमेंट रद्द हो गया। आपका कार्ट जैसा था वैसा ही है।");
      expect(page.cart.lines.find((line) => line.productId === other.id)?.unavailable).toBe("अब उपलब्ध नहीं है।");
      expect(page.slotHint).toMatch(/^(या रेस्टोरेंट खुला रहने के दौरान|इस रेस्टोरेंट में आज या कल)/);
    } finally {
      await db().updateTable("products").set({ available: 1 }).where("id", "=", other.id).execute();
    }
    const [title] = cartRoute.meta({ matches: [hindiPage] } as unknown as Parameters<typeof cartRoute.meta>[0]);
    expect(title?.title).toMatch(/^कार्ट — सुरक्षित चेकआउट — /);
  });
});

describe("addresses", () => {
  const valid = {
    addressLine1: "221, Residency Road",
    addressLine2: "Near the park",
    city: "Bangalore",
    state: "Karnataka",
    zipCode: "560025",
    locality: "bangalore/Indiranagar",
    addressType: "Work",
  };

  it("validates Indian rules next to each field and keeps what was typed", async () => {
    const { userId, jar } = await signedInCustomer();
    const bad = await post(
      address.action,
      "/profile/addresses/new",
      { ...valid, zipCode: "012345", state: "Atlantis", addressLine1: "", addressType: "Castle" },
      jar,
    );
    expect(bad.status).toBe(400);
    const errors = (bad.body as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } })
      .result;
    expect(errors.error.zipCode).toEqual(["Enter a 6-digit PIN code that does not start with 0."]);
    expect(errors.error.state).toEqual(["Choose a state or union territory."]);
    expect(errors.error.addressLine1).toEqual(["Enter the house number and street."]);
    expect(errors.error.addressType).toEqual(["Choose Home, Work or Other."]);
    expect(errors.initialValue.city).toBe("Bangalore");
    expect(await db().selectFrom("addresses").select("id").where("user_id", "=", userId).execute()).toEqual([]);
  });

  it("makes the first address the default, moves the default, and promotes another when the default is deleted", async () => {
    const { userId, jar } = await signedInCustomer();
    await post(address.action, "/profile/addresses/new", valid, jar);
    await post(
      address.action,
      "/profile/addresses/new",
      { ...valid, addressLine1: "7, Church Street", addressType: "Home" },
      jar,
    );
    const stored = () =>
      db()
        .selectFrom("addresses")
        .select(["id", "line1", "is_default", "country"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute();
    const [first, second] = await stored();
    expect([first!.is_default, second!.is_default]).toEqual([1, 0]);
    expect(first!.country).toBe("India");

    const made = await post(addresses.action, "/profile/addresses", { intent: "default", addressId: second!.id }, jar);
    expect(made.location).toBe("/profile/addresses");
    expect(await flashOf(made)).toBe("Default address updated");
    expect((await stored()).map((a) => a.is_default)).toEqual([0, 1]);

    const deleted = await post(
      addresses.action,
      "/profile/addresses",
      { intent: "delete", addressId: second!.id },
      jar,
    );
    expect(deleted.location).toBe("/profile/addresses");
    expect(await flashOf(deleted)).toBe("Address has been Deleted");
    expect(await stored()).toEqual([{ ...first!, is_default: 1 }]);
  });

  it("edits only the customer's own addresses", async () => {
    const me = await signedInCustomer();
    const them = await signedInCustomer();
    await post(address.action, "/profile/addresses/new", valid, them.jar);
    const [theirs] = await db().selectFrom("addresses").select("id").where("user_id", "=", them.userId).execute();
    const read = await thrown(async () =>
      addressEdit.loader(
        await routeArgs(`/profile/addresses/${theirs!.id}/edit`, { id: theirs!.id }, { cookie: me.jar.header() }),
      ),
    );
    expect(read.status).toBe(404);
    const args = await routeArgs(
      `/profile/addresses/${theirs!.id}/edit`,
      { id: theirs!.id },
      { method: "POST", body: new URLSearchParams({ ...valid, city: "Hacked" }), cookie: me.jar.header() },
    );
    expect((await thrown(() => addressEdit.action(args))).status).toBe(404);
    const deleted = await post(
      addresses.action,
      "/profile/addresses",
      { intent: "delete", addressId: theirs!.id },
      me.jar,
    );
    expect(deleted.status).toBe(404);
    expect(await db().selectFrom("addresses").select("city").where("id", "=", theirs!.id).executeTakeFirst()).toEqual({
      city: "Bangalore",
    });

    await post(address.action, "/profile/addresses/new", valid, me.jar);
    const [mine] = await db().selectFrom("addresses").select("id").where("user_id", "=", me.userId).execute();
    const editArgs = await routeArgs(
      `/profile/addresses/${mine!.id}/edit`,
      { id: mine!.id },
      {
        method: "POST",
        body: new URLSearchParams({ ...valid, city: "Mysore", returnTo: "/profile/addresses" }),
        cookie: me.jar.header(),
      },
    );
    const edited = await thrown(() => addressEdit.action(editArgs));
    expect(edited.location).toBe("/profile/addresses");
    expect(await flashOf(edited)).toBe("Address updated successfully");
    expect(await db().selectFrom("addresses").select("city").where("id", "=", mine!.id).executeTakeFirst()).toEqual({
      city: "Mysore",
    });
  });
});

describe("a guest's Add", () => {
  it("is kept while they sign in and made once they are back, once, on the menu at the dish", async () => {
    const dish = (await dishes(1)).products[0];
    const guest = new CookieJar();
    const returnTo = `/menu/somewhere/x#dish-${dish!.id}`;
    const asked = await post(
      cartRoute.action,
      "/cart",
      { intent: "add", productId: dish!.id, quantity: "1", returnTo },
      guest,
    );
    expect(asked.status).toBe(303);
    expect(asked.location).toBe("/login?redirectTo=%2Fcart%2Fpending&reason=cart");
    expect(guest.has("pending-add")).toBe(true);

    // Signed in (any way), they land on /cart/pending with the remembered add.
    const customer = await signedInCustomer();
    const both = `${customer.jar.header()}; ${guest.header()}`;
    const landed = await thrown(async () => pending.loader(await routeArgs("/cart/pending", {}, { cookie: both })));
    expect(landed.location).toBe(`/menu/somewhere/x#dish-${dish!.id}`);
    expect(await flashOf(landed)).toBe(`Added ${dish!.name} to your cart.`);
    expect((await getCart(customer.userId)).lines.map((line) => line.productId)).toEqual([dish!.id]);

    // Without the remembered add (it was cleared, or a link from elsewhere), nothing is added.
    const again = await thrown(async () =>
      pending.loader(await routeArgs("/cart/pending", {}, { cookie: customer.jar.header() })),
    );
    expect(again.location).toBe("/cart");
    expect((await getCart(customer.userId)).lines).toHaveLength(1);
  });
});
