import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useFetcher } from "react-router";
import { listCities } from "~/features/catalogue/catalogue.server";
import { suggest } from "~/features/location/geocoder.server";
import { MIN_SUGGESTION_QUERY, type PlaceSuggestion } from "~/features/location/location";
import { locationIntentSchema } from "~/features/location/location.schema";
import { chooseLocation, currentLocation } from "~/features/location/location.server";
import { PlaceCombobox } from "~/features/location/PlaceCombobox";
import { UseCurrentLocation } from "~/features/location/UseCurrentLocation";
import { metaT } from "~/features/shell/root-data";
import { BRAND } from "~/lib/brand";
import { type I18nHandle } from "~/lib/i18n";
import { requestT } from "~/lib/language.server";
import { safeRedirect } from "~/lib/redirect";
import { useT } from "~/ui/useT";
import { richText } from "~/ui/rich-text";
import type { Route } from "./+types/location";
import { readForm } from "~/lib/action.server";
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
    // The geocoder's messages are English ids; the combobox shows this answer as it is.
    error: error === null ? null : t(error),
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

export async function action({ request }: Route.ActionArgs) {
  const t = requestT(request);
  const submission = parseWithZod(await readForm(request), { schema: locationIntentSchema });
  if (submission.status !== "success") return data({ error: t("Please select a location.") }, { status: 400 });
  const chosen = await chooseLocation(request, submission.value);
  if (!chosen.ok) return data({ error: t(chosen.error) }, { status: 422 });
  return redirect(safeRedirect(submission.value.redirectTo, "/"), {
    status: 303,
    headers: { "Set-Cookie": chosen.cookie },
  });
}

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
      <Form method="get" action="/location" className="mt-6" role="search">
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
