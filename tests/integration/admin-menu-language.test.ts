import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { formatDateTime } from "~/lib/dates";
import * as dishOptionsPage from "~/routes/admin/dish-options";
import * as restaurantPage from "~/routes/admin/restaurant";
import { signedInAdmin } from "../support/accounts";
import { flashOf } from "../support/flash";
import { post } from "../support/post";
import { routeArgs, thrown } from "../support/route-args";

/** The console's restaurant pages in Hindi (issue 20): an admin whose `lang` cookie says Hindi. */
async function hindiAdmin() {
  const admin = await signedInAdmin();
  admin.jar.set("lang", "hi");
  return admin;
}

async function someDish() {
  return db()
    .selectFrom("products")
    .select(["id", "name", "restaurant_id", "price_paise", "is_bestseller", "packaging_paise"])
    .where("available", "=", 1)
    .orderBy("id")
    .executeTakeFirstOrThrow();
}

/** A refusal's message for the whole form, as the action kit answers it. */
const errorOf = (body: unknown) =>
  (body as { result: { error: Record<string, string[]> } }).result.error[""]?.[0] ?? null;
const fieldErrorsOf = (body: unknown) => (body as { result: { error: Record<string, string[]> } }).result.error;

describe("the console's restaurant pages in Hindi", () => {
  it("label the hours by Hindi weekdays, and say what is wrong, what was refused and what was done in Hindi", async () => {
    const admin = await hindiAdmin();
    const dish = await someDish();
    const id = dish.restaurant_id;
    const path = `/admin/restaurants/${id}`;
    const act = (fields: Record<string, string>) =>
      post((args) => restaurantPage.action({ ...args, params: { id } }), path, fields, admin.jar);
    const page = await restaurantPage.loader(await routeArgs(path, { id }, { cookie: admin.jar.header() }));
    expect(page.hoursFields.map((field) => field.label)).toEqual([
      "रविवार",
      "सोमवार",
      "मंगलवार",
      "बुधवार",
      "गुरुवार",
      "शुक्रवार",
      "शनिवार",
    ]);

    const week = {
      "hours.sunday": "",
      "hours.monday": "",
      "hours.tuesday": "noon till late",
      "hours.wednesday": "12:00-16:00, 15:00-18:00",
      "hours.thursday": "18:00-03:00",
      "hours.friday": "02:00-10:00",
      "hours.saturday": "",
    };
    const bad = await act({ intent: "hours", shown: page.shownHours, ...week });
    expect(bad.status).toBe(400);
    expect(fieldErrorsOf(bad.body)).toEqual({
      "hours.tuesday": ["समय 12:00-15:30, 19:00-23:30 की तरह लिखें, या बंद के लिए खाली छोड़ें।"],
      "hours.wednesday": ["12:00-16:00 और 15:00-18:00 आपस में टकराते हैं।"],
      "hours.thursday": ["यह समय शुक्रवार के समय में चला जाता है, जो 02:00 से शुरू होता है।"],
    });
    const badDetails = await act({ intent: "details", shown: page.shown, name: " ", prepMinutes: "abc" });
    // Fixed messages stay English ids in the reply; the page shows them through the catalogue.
    expect(fieldErrorsOf(badDetails.body).name).toEqual(["Enter the restaurant's name."]);

    const stale = await act({
      intent: "dish-update",
      dishId: dish.id,
      price: "99",
      packaging: "0",
      shownPrice: String(dish.price_paise + 100),
      shownBestseller: dish.is_bestseller ? "1" : "0",
      shownPackaging: String(dish.packaging_paise),
    });
    expect(stale.status).toBe(409);
    expect(errorOf(stale.body)).toMatch(
      new RegExp(
        `^आपके पेज खोलने के बाद किसी दूसरे एडमिन ने ${dish.name} बदल दी \\(अब ₹[\\d,.]+, (बेस्टसेलर|बेस्टसेलर नहीं)\\), इसलिए कुछ भी सेव नहीं हुआ।`,
      ),
    );

    const busy = await act({ intent: "pause", minutes: "30" });
    expect(await flashOf(busy)).toBe("रेस्टोरेंट को व्यस्त मार्क किया गया है: दिखाए गए समय तक यह कोई ऑर्डर नहीं लेगा।");
    const paused = await db()
      .selectFrom("restaurants")
      .select("paused_until")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const pausedPage = await restaurantPage.loader(await routeArgs(path, { id }, { cookie: admin.jar.header() }));
    expect(pausedPage.pausedUntil).toBe(formatDateTime(paused.paused_until!, "hi"));
    expect(await flashOf(await act({ intent: "resume" }))).toBe("रेस्टोरेंट फिर से ऑर्डर ले रहा है।");

    const missing = await thrown(async () =>
      restaurantPage.loader(await routeArgs("/admin/restaurants/nope", { id: "nope" }, { cookie: admin.jar.header() })),
    );
    expect(missing).toMatchObject({ status: 404, data: { message: "वह रेस्टोरेंट नहीं मिला।" } });
  });

  it("say what is wrong with a dish's options in Hindi, keeping the typed format", async () => {
    const admin = await hindiAdmin();
    const dish = await someDish();
    const path = `/admin/restaurants/${dish.restaurant_id}/dishes/${dish.id}/options`;
    const params = { id: dish.restaurant_id, dishId: dish.id };
    const { dish: shown } = await dishOptionsPage.loader(await routeArgs(path, params, { cookie: admin.jar.header() }));
    const act = (fields: Record<string, string>) =>
      post((args) => dishOptionsPage.action({ ...args, params }), path, fields, admin.jar);

    const bad = await act({ options: "Size, choose 1: Half ₹0\nDip, choose 1: Mayo", shownOptions: shown.optionsText });
    expect(fieldErrorsOf(bad.body)).toEqual({
      options: ["लाइन 2: हर विकल्प को नाम और कीमत के साथ लिखें, जैसे “Full ₹120”।"],
    });
    const stale = await act({ options: "", shownOptions: "Size, choose 1: Half ₹0" });
    expect(stale.status).toBe(409);
    expect(errorOf(stale.body)).toBe(
      `आपके पेज खोलने के बाद किसी दूसरे एडमिन ने ${dish.name} के विकल्प बदल दिए, इसलिए कुछ भी सेव नहीं हुआ। उनकी जगह अपने विकल्प रखने के लिए फिर से सेव करें।`,
    );
  });
});
