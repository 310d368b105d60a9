import { describe, expect, it } from "vitest";
import { db } from "~/db/database.server";
import { progressText } from "~/features/favourites/favourites-rules";
import { listOverview } from "~/features/favourites/favourites.server";
import { fixedT } from "~/lib/i18n";
import { loader as rootLoader } from "~/root";
import * as toggle from "~/routes/favourites/toggle";
import * as address from "~/routes/profile/address-new";
import * as account from "~/routes/profile/account";
import * as overview from "~/routes/profile/favourites";
import { signedInCustomer } from "../support/accounts";
import { flashOf } from "../support/flash";
import { post } from "../support/post";
import { routeArgs } from "../support/route-args";

/** The profile's pages, addresses and favourites for a customer who chose Hindi (issue 20). */
async function hindiCustomer() {
  const customer = await signedInCustomer();
  customer.jar.set("lang", "hi");
  return customer;
}

/** What `meta` receives on a page whose root loader chose `language`. */
const metaArgs = <Args>(language: string) =>
  ({ matches: [{ id: "root", loaderData: { language } }] }) as unknown as Args;

describe("in Hindi", () => {
  it("the heart says where the dish went and offers to change the list, the default list named in Hindi", async () => {
    const { userId, jar } = await hindiCustomer();
    const dish = await db().selectFrom("products").select("id").orderBy("id").executeTakeFirstOrThrow();
    await post(toggle.action, "/favorites", { intent: "toggle", kind: "product", itemId: dish.id, returnTo: "/" }, jar);
    const root = await rootLoader(await routeArgs("/", {}, { cookie: jar.header() }));
    expect(root.data.flash).toMatchObject({
      text: "मेरे पसंदीदा में जोड़ा गया",
      link: { label: "लिस्ट बदलें" },
    });
    const removed = await post(
      toggle.action,
      "/favorites",
      { intent: "toggle", kind: "product", itemId: dish.id, returnTo: "/", _enhanced: "1" },
      jar,
    );
    expect(removed.body).toMatchObject({ outcome: { ok: true, code: "removed", message: "मेरे पसंदीदा से हटाया गया" } });
    // Customer audit m15: worded as it is shown; the database keeps the name it was created with.
    expect((await listOverview(userId)).map((list) => list.name)).toEqual(["My Favorites"]);
  });

  it("the address form names the PIN code's state in Hindi, and saving it says so", async () => {
    const { jar, userId } = await hindiCustomer();
    const valid = {
      addressLine1: "221, Residency Road",
      city: "Bangalore",
      state: "Karnataka",
      zipCode: "560025",
      locality: "bangalore/Indiranagar",
      addressType: "Home",
    };
    const refused = await post(address.action, "/profile/addresses/new", { ...valid, zipCode: "400001" }, jar);
    const errors = (refused.body as { result: { error: Record<string, string[]> } }).result.error;
    // Customer audit m14: the states in Hindi, as the form shows them; the address is stored with their English names.
    expect(errors.zipCode).toEqual(["PIN कोड 400001 महाराष्ट्र में है, कर्नाटक में नहीं। PIN कोड या राज्य जाँचें।"]);
    const saved = await post(address.action, "/profile/addresses/new", valid, jar);
    expect(await flashOf(saved)).toBe("नया पता सेव हो गया");
    const stored = await db()
      .selectFrom("addresses")
      .select(["state", "country"])
      .where("user_id", "=", userId)
      .execute();
    expect(stored).toEqual([{ state: "Karnataka", country: "India" }]);
  });

  it("the pages' titles and texts", () => {
    expect(account.meta(metaArgs<Parameters<typeof account.meta>[0]>("hi"))).toEqual([{ title: "अकाउंट — Cravings" }]);
    expect(overview.meta(metaArgs<Parameters<typeof overview.meta>[0]>("hi"))).toEqual([
      { title: "पसंदीदा — Cravings" },
    ]);
    expect(account.meta(metaArgs<Parameters<typeof account.meta>[0]>("en"))).toEqual([{ title: "Account — Cravings" }]);
    const hindi = fixedT("hi");
    expect(progressText(3, hindi)).toBe("10 में से 3 आइटम");
    expect(progressText(12, fixedT("en"))).toBe("10 of 10 items");
    expect(hindi("Enter the house number and street.")).toBe("मकान नंबर और गली डालें।");
    expect(hindi("Type <0>{phrase}</0> to confirm", { phrase: "DELETE MY ACCOUNT" })).toBe(
      "पुष्टि के लिए <0>DELETE MY ACCOUNT</0> टाइप करें",
    );
    expect(
      hindi("{lists, plural, one {# list} other {# lists}} · {items, plural, one {# item} other {# items}} saved", {
        lists: 1,
        items: 3,
      }),
    ).toBe("1 लिस्ट · 3 आइटम सेव हैं");
  });
});
