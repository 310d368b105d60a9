import type { DB } from "~/db/database.server";
import { db } from "~/db/database.server";
import { catalogueChanged } from "~/features/catalogue/catalogue-version.server";
import type { RestaurantDetails } from "./admin-restaurants.server";
import type { ChangeOutcome } from "./admin-rules";
import { recordAudit, type Actor, type AuditInput } from "./audit.server";

/** Why the console refused a change to a restaurant or a dish, with what its message names (RESTAURANT_WORDS). */
export type RestaurantRefusal =
  | { code: "restaurant-not-found" }
  | { code: "dish-not-found" }
  | { code: "unknown-picture" }
  /** Another admin saved hours since the form was loaded: the week as saved now (hoursInputs). */
  | { code: "hours-changed"; hours: string[] }
  | { code: "details-changed"; details: RestaurantDetails }
  | { code: "dish-changed"; dish: string; pricePaise: number; bestseller: boolean }
  | { code: "options-changed"; dish: string };

export type RestaurantOutcome = ChangeOutcome<RestaurantRefusal>;

/** One console change: how to read the record, when to refuse, and the write with what the audit log keeps. */
export interface Change<R> {
  read: (trx: DB) => Promise<R | undefined>;
  /** The refusal when `read` finds nothing. */
  missing: RestaurantRefusal;
  /** A refusal for the record as read (it changed since the form was shown), or null to go on. */
  refuse?: (record: R) => RestaurantRefusal | null;
  /** Makes the change and returns its audit entry, or null when there is nothing to change. */
  write: (trx: DB, record: R) => Promise<AuditInput | null>;
}

/**
 * The one way the console changes what customers see: read, refuse or compare, write and audit in one
 * transaction; once it has committed, kept guest pages end.
 */
export async function auditedChange<R>(actor: Actor, change: Change<R>): Promise<RestaurantOutcome> {
  const outcome = await db()
    .transaction()
    .execute(async (trx): Promise<RestaurantOutcome> => {
      const record = await change.read(trx);
      if (record === undefined) return { ok: false, ...change.missing };
      const refusal = change.refuse?.(record) ?? null;
      if (refusal) return { ok: false, ...refusal };
      const entry = await change.write(trx, record);
      if (entry) await recordAudit(trx, actor, entry);
      return { ok: true };
    });
  if (outcome.ok) await catalogueChanged();
  return outcome;
}

export const RESTAURANT_MISSING: RestaurantRefusal = { code: "restaurant-not-found" };
export const DISH_MISSING: RestaurantRefusal = { code: "dish-not-found" };

/** Reads a restaurant in a change's transaction. */
export function readRestaurant(restaurantId: string) {
  return (trx: DB) => trx.selectFrom("restaurants").selectAll().where("id", "=", restaurantId).executeTakeFirst();
}
