import { db } from "~/db/database.server";
import { ensureDemoWorkAccounts } from "~/features/accounts/demo-accounts.server";
import { config, isDevelopment } from "~/lib/config.server";
import { addMember } from "./partners.server";

/** A demo restaurant's partner address: `partner.<restaurant's slug>@cravings.test`. */
export function demoPartnerEmail(slug: string): string {
  return `partner.${slug}@cravings.test`;
}

/**
 * In development, each restaurant of the default city has a demo partner (its owner), so its orders page can
 * be tried at once; returns how many memberships it made. Nothing in production.
 */
export async function ensureDemoPartners(): Promise<number> {
  if (!isDevelopment()) return 0;
  const restaurants = await db()
    .selectFrom("restaurants")
    .innerJoin("cities", "cities.id", "restaurants.city_id")
    .select(["restaurants.id", "restaurants.slug", "restaurants.name"])
    .where("cities.slug", "=", config().DEFAULT_CITY)
    .orderBy("restaurants.id")
    .execute();
  const bySlug = new Map(restaurants.map((restaurant) => [demoPartnerEmail(restaurant.slug), restaurant]));
  const accounts = await ensureDemoWorkAccounts(
    [...bySlug].map(([email, restaurant]) => ({ email, firstName: "Partner", lastName: restaurant.name })),
  );
  const members = await db()
    .selectFrom("restaurant_members")
    .select("restaurant_id")
    .where("user_id", "in", [...accounts.values(), ""])
    .execute();
  const joined = new Set(members.map((member) => member.restaurant_id));
  let made = 0;
  for (const [email, restaurant] of bySlug) {
    const userId = accounts.get(email);
    if (!userId || joined.has(restaurant.id)) continue;
    await addMember(restaurant.id, userId, "owner");
    made++;
  }
  return made;
}
