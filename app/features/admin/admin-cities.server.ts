import { db } from "~/db/database.server";
import { setCityRain } from "~/features/catalogue/catalogue-edits.server";
import { DELIVERY_BANDS, FEES, type DeliveryBands } from "~/features/pricing/pricing-config";
import type { ChangeOutcome } from "./admin-rules";
import { recordAudit, type Actor } from "./audit.server";

/** A city as the console's Cities page shows it: its rain switch and its delivery fee bands. */
export interface CityForAdmin {
  id: string;
  name: string;
  state: string;
  raining: boolean;
  bands: DeliveryBands;
  rainPaise: number;
}

export async function listCitiesForAdmin(): Promise<CityForAdmin[]> {
  const rows = await db()
    .selectFrom("cities")
    .select(["id", "slug", "name", "state", "rain_surcharge_on"])
    .orderBy("name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: row.state,
    raining: row.rain_surcharge_on === 1,
    bands: DELIVERY_BANDS[row.slug] ?? DELIVERY_BANDS.default,
    rainPaise: FEES.rainPaise,
  }));
}

export type CityRefusal = { code: "city-not-found" };

/** Switches a city's rain surcharge, audited; switching it to what it is already changes nothing. */
export function setRain(actor: Actor, cityId: string, on: boolean): Promise<ChangeOutcome<CityRefusal>> {
  return db()
    .transaction()
    .execute(async (trx): Promise<ChangeOutcome<CityRefusal>> => {
      const city = await trx
        .selectFrom("cities")
        .select(["name", "rain_surcharge_on"])
        .where("id", "=", cityId)
        .executeTakeFirst();
      if (!city) return { ok: false, code: "city-not-found" };
      if ((city.rain_surcharge_on === 1) === on) return { ok: true };
      await setCityRain(trx, cityId, on);
      await recordAudit(trx, actor, {
        action: on ? "city.rain-on" : "city.rain-off",
        targetType: "city",
        targetId: cityId,
        summary: `${city.name}: rain surcharge ${on ? "on" : "off"}`,
        before: { rainSurcharge: !on },
        after: { rainSurcharge: on },
      });
      return { ok: true };
    });
}
