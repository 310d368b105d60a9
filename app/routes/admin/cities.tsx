import { requireRole } from "~/features/accounts/session.server";
import { listCitiesForAdmin, setRain } from "~/features/admin/admin-cities.server";
import { ADMIN_MESSAGES } from "~/features/admin/admin-messages";
import { rainSchema } from "~/features/admin/admin.schema";
import { BRAND } from "~/lib/brand";
import { defineAction, intent } from "~/lib/action.server";
import { metaT } from "~/lib/i18n";
import { formatRupees } from "~/lib/money";
import { formKit, KitForm, SubmitButton } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { changeAnswer, CITY_REFUSALS } from "./change-answer.server";
import type { Route } from "./+types/cities";

export async function loader({ context, url }: Route.LoaderArgs) {
  requireRole(context, url, "admin");
  return { cities: await listCitiesForAdmin() };
}

export const action = defineAction("admin", {
  rain: intent(rainSchema, async ({ value, user, url, request }) =>
    changeAnswer(await setRain(user, value.cityId, value.on), CITY_REFUSALS, {
      request,
      to: url.pathname,
      flash: value.on ? ADMIN_MESSAGES.rainOn : ADMIN_MESSAGES.rainOff,
    }),
  ),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Cities — operations")} — ${BRAND}` }];
}

/** Each city's delivery fee bands, and its rain surcharge: switched on while heavy rain slows deliveries there. */
export default function AdminCities({ loaderData, actionData }: Route.ComponentProps) {
  const { cities } = loaderData;
  const { t } = useT("admin");
  const refused = actionData?.result?.initialValue?.cityId;
  return (
    <section aria-labelledby="cities-title" className="space-y-4">
      <h1 id="cities-title" className="text-2xl font-bold">
        {t("Cities")}
      </h1>
      <p className="text-gray-700">
        {t(
          "Switch the rain surcharge on while heavy rain slows deliveries in a city: each delivery there pays it, named on the bill, until you switch it off.",
        )}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {cities.map((city) => {
          const titleId = `city-${city.id}-title`;
          const kit = formKit({
            id: `city-${city.id}`,
            intent: "rain",
            answered: refused === city.id ? actionData : null,
          });
          return (
            <li key={city.id}>
              <article aria-labelledby={titleId} className="space-y-2 rounded-2xl border border-gray-200 p-4">
                <h2 id={titleId} className="font-bold">
                  {city.name}, {city.state}
                </h2>
                <p className="text-sm">
                  {t("Delivery fee: {base} up to {km} km, then {perKm} a km, at most {max}", {
                    base: formatRupees(city.bands.basePaise),
                    km: city.bands.baseKm,
                    perKm: formatRupees(city.bands.perKmPaise),
                    max: formatRupees(city.bands.maxPaise),
                  })}
                </p>
                <p className={`text-sm font-semibold ${city.raining ? "text-blue-900" : "text-gray-700"}`}>
                  {city.raining
                    ? t("Rain surcharge on: {amount} a delivery", { amount: formatRupees(city.rainPaise) })
                    : t("Rain surcharge off")}
                </p>
                <KitForm kit={kit}>
                  <input type="hidden" name="cityId" value={city.id} />
                  <input type="hidden" name="on" value={city.raining ? "0" : "1"} />
                  <SubmitButton className="btn-secondary">
                    {city.raining ? t("Switch the rain surcharge off") : t("Switch the rain surcharge on")}
                    <span className="sr-only"> ({city.name})</span>
                  </SubmitButton>
                </KitForm>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
