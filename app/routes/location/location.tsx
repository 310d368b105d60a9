import { data, Form, useFetcher } from "react-router";
import { listCities } from "~/features/catalogue/catalogue.server";
import { suggest } from "~/features/location/geocoder.server";
import { MIN_SUGGESTION_QUERY, type PlaceSuggestion } from "~/features/location/location";
import { locationFormSchema } from "~/features/location/location.schema";
import { LOCATION_WORDS } from "~/features/location/location-words";
import { chooseLocation, currentLocation } from "~/features/location/location.server";
import { PlaceCombobox } from "~/features/location/PlaceCombobox";
import { UseCurrentLocation } from "~/features/location/UseCurrentLocation";
import { metaT } from "~/lib/i18n";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import { richText } from "~/ui/rich-text";
import { defineAction, done, guestIntent, reply } from "~/lib/action.server";
import { word } from "~/lib/words";
import type { Route } from "./+types/location";
import { requestFacts } from "~/lib/request-context.server";

export const handle = { i18n: ["catalogue"] } satisfies I18nHandle;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const t = requestT(request);
  const q = (params.get("q") ?? "").trim().slice(0, 120);
  const { suggestions, error } = await suggest(q);
  const cities = await listCities();
  return data({
    q,
    suggestions,
    // The combobox shows this answer as it is.
    error: error === null ? null : word(LOCATION_WORDS, { code: error }, t),
    tooShort: q !== "" && q.length < MIN_SUGGESTION_QUERY,
    redirectTo: safeRedirect(params.get("redirectTo"), "/"),
    current: await currentLocation(request, context.get(requestFacts).clientIp),
    cities: cities.map((city) => ({
      name: city.name,
      simpleCityName: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      city: city.slug,
    })),
  });
}

/**
 * Keeps the place chosen (or the browser's position, named) in the location cookie and goes back; the
 * page and 'Use current location' (a fetcher) are told `error` when it could not be used.
 */
export const action = defineAction("anyone", {
  place: guestIntent(locationFormSchema, async ({ value, request }) => {
    const t = requestT(request);
    if (value.intent === "nothing")
      return reply({ error: word(LOCATION_WORDS, { code: "nothing-chosen" }, t) }, { status: 400 });
    const chosen = await chooseLocation(request, value);
    if (!chosen.ok) return reply({ error: word(LOCATION_WORDS, chosen, t) }, { status: 422 });
    return done<{ error: string }>(safeRedirect(value.redirectTo, "/"), undefined, {
      headers: { "Set-Cookie": chosen.cookie },
    });
  }),
});

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches)("Set your delivery location")} — ${BRAND}` }];
}

function ChooseButton({ place, redirectTo }: { place: PlaceSuggestion; redirectTo: string }) {
  const { t } = useT("catalogue");
  return (
    <Form method="post" action="/location">
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="name" value={place.name} />
      <input type="hidden" name="latitude" value={place.latitude} />
      <input type="hidden" name="longitude" value={place.longitude} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left hover:bg-brand-50"
      >
        <span className="font-semibold">{place.name}</span>
        {place.city ? null : <span className="meta">{t("(nearby restaurants)")}</span>}
      </button>
    </Form>
  );
}

export default function Location({ loaderData, actionData }: Route.ComponentProps) {
  const { q, suggestions, error, tooShort, redirectTo, current, cities } = loaderData;
  const chooser = useFetcher();
  const { t } = useT("catalogue");
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("Set your delivery location")}</h1>
      <p className="mt-2 text-gray-700">
        {richText(t("Delivering to <0>{place}</0>.", { place: current.name }), <strong />)}
      </p>
      {/* The places found come first after the reload (#matches), not the field and every city again. */}
      <Form method="get" action="/location#matches" className="mt-6" role="search">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="flex gap-2">
          <div className="flex-1">
            <PlaceCombobox
              id="location-q"
              name="q"
              label={t("Search for your area, locality or city")}
              defaultValue={q}
              placeholder={t("Search for area, locality or city")}
              onSelect={(place) =>
                chooser.submit(
                  {
                    intent: "choose",
                    name: place.name,
                    latitude: place.latitude,
                    longitude: place.longitude,
                    redirectTo,
                  },
                  { method: "post", action: "/location" },
                )
              }
            />
          </div>
          <button type="submit" className="btn-primary">
            {t("Find")}
          </button>
        </div>
      </Form>
      <div className="mt-2">
        <UseCurrentLocation redirectTo={redirectTo} />
      </div>
      {actionData?.error ? (
        <p role="alert" className="mt-2 text-red-800">
          {actionData.error}
        </p>
      ) : null}

      {q !== "" ? (
        <section aria-labelledby="matches" className="mt-6">
          <h2 id="matches" className="text-lg font-bold">
            {t("Places matching “{query}”", { query: q })}
          </h2>
          {error ? (
            <p role="alert" className="mt-2 text-red-800">
              {error}
            </p>
          ) : null}
          {tooShort ? (
            <p className="mt-2 text-gray-700">
              {t("Type at least {count} characters to search.", { count: MIN_SUGGESTION_QUERY })}
            </p>
          ) : suggestions.length === 0 ? (
            <p className="mt-2 text-gray-700">{t("No places found. Try a city or locality name.")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-gray-200 rounded-xl border border-gray-200">
              {suggestions.map((place) => (
                <li key={`${place.name}-${place.latitude}`}>
                  <ChooseButton place={place} redirectTo={redirectTo} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="served-cities" className="mt-8">
        <h2 id="served-cities" className="text-lg font-bold">
          {t("Cities We Serve")}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3">
          {cities.map((city) => (
            <li key={city.city}>
              <ChooseButton place={city} redirectTo={redirectTo} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
