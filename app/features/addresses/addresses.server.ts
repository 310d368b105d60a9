import type { Selectable } from "kysely";
import { db } from "~/db/database.server";
import type { Addresses } from "~/db/database-types";
import { newId, nowIso } from "~/lib/ids.server";
import type { Coordinates } from "~/features/location/geo";
import type { AddressInput } from "./address.schema";
import type { Address } from "./address-types";

export type { Address };
import { addressProblems, type AddressProblems } from "./address-checks";
import { placeLocality } from "./localities.server";

/** An address as the form sends it, its locality checked and placed. */
export type AddressValues = Omit<AddressInput, "locality"> & { locality: string | null; position: Coordinates | null };

/**
 * The address form's values checked across fields (the PIN code against the state, the locality against
 * the PIN code) and its locality placed; refused with each problem by the field it is shown next to.
 */
export async function placeAddress(
  input: AddressInput,
): Promise<{ ok: true; address: AddressValues } | { ok: false; problems: AddressProblems }> {
  const problems = addressProblems(input);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const placed = await placeLocality(input.locality);
  if (!placed.ok) return { ok: false, problems: { locality: placed } };
  return { ok: true, address: { ...input, locality: placed.locality, position: placed.position } };
}

const columns = [
  "id",
  "line1",
  "line2",
  "city",
  "state",
  "zip_code",
  "country",
  "address_type",
  "is_default",
  "locality",
  "latitude",
  "longitude",
] as const;

/** The one place an address row becomes an address. */
function toAddress(row: Pick<Selectable<Addresses>, (typeof columns)[number]>): Address {
  return {
    id: row.id,
    addressLine1: row.line1,
    addressLine2: row.line2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    country: row.country,
    addressType: row.address_type,
    isDefault: row.is_default === 1,
    locality: row.locality,
    position:
      row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  };
}

function values(input: AddressValues) {
  return {
    line1: input.addressLine1,
    line2: input.addressLine2,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    country: input.country,
    address_type: input.addressType,
    locality: input.locality,
    latitude: input.position?.latitude ?? null,
    longitude: input.position?.longitude ?? null,
  };
}

/** The customer's addresses, the default first, then newest first. */
export async function listAddresses(userId: string): Promise<Address[]> {
  const rows = await db()
    .selectFrom("addresses")
    .select(columns)
    .where("user_id", "=", userId)
    .orderBy("is_default", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toAddress);
}

/** One of the customer's addresses; another customer's id finds nothing. */
export async function findAddress(userId: string, addressId: string): Promise<Address | undefined> {
  const row = await db()
    .selectFrom("addresses")
    .select(columns)
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .executeTakeFirst();
  return row && toAddress(row);
}

/** The address a cart delivers to: the one chosen on it while it is still the customer's, else their default. */
export async function deliveryAddress(userId: string, chosenId: string | null): Promise<Address | undefined> {
  const chosen = chosenId ? await findAddress(userId, chosenId) : undefined;
  if (chosen) return chosen;
  const row = await db()
    .selectFrom("addresses")
    .select(columns)
    .where("user_id", "=", userId)
    .where("is_default", "=", 1)
    .executeTakeFirst();
  return row && toAddress(row);
}

/** Adds an address; the customer's first one becomes the default. */
export async function createAddress(userId: string, input: AddressValues): Promise<Address> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const existing = await trx
        .selectFrom("addresses")
        .select("id")
        .where("user_id", "=", userId)
        .limit(1)
        .executeTakeFirst();
      const id = newId();
      await trx
        .insertInto("addresses")
        .values({ id, user_id: userId, ...values(input), is_default: existing ? 0 : 1, created_at: nowIso() })
        .execute();
      const row = await trx.selectFrom("addresses").select(columns).where("id", "=", id).executeTakeFirstOrThrow();
      return toAddress(row);
    });
}

export async function updateAddress(userId: string, addressId: string, input: AddressValues): Promise<boolean> {
  const result = await db()
    .updateTable("addresses")
    .set(values(input))
    .where("user_id", "=", userId)
    .where("id", "=", addressId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setDefaultAddress(userId: string, addressId: string): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const owned = await trx
        .selectFrom("addresses")
        .select("id")
        .where("user_id", "=", userId)
        .where("id", "=", addressId)
        .executeTakeFirst();
      if (!owned) return false;
      await trx.updateTable("addresses").set({ is_default: 0 }).where("user_id", "=", userId).execute();
      await trx.updateTable("addresses").set({ is_default: 1 }).where("id", "=", addressId).execute();
      return true;
    });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(userId: string, addressId: string): Promise<boolean> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const address = await trx
        .selectFrom("addresses")
        .select(["id", "is_default"])
        .where("user_id", "=", userId)
        .where("id", "=", addressId)
        .executeTakeFirst();
      if (!address) return false;
      await trx.deleteFrom("addresses").where("id", "=", addressId).execute();
      if (address.is_default === 1) {
        const next = await trx
          .selectFrom("addresses")
          .select("id")
          .where("user_id", "=", userId)
          .orderBy("created_at", "desc")
          .orderBy("id")
          .limit(1)
          .executeTakeFirst();
        if (next) await trx.updateTable("addresses").set({ is_default: 1 }).where("id", "=", next.id).execute();
      }
      return true;
    });
}

export async function countAddresses(userId: string): Promise<number> {
  const row = await db()
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
