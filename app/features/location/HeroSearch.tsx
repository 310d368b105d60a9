import { useState } from "react";
import { Form } from "react-router";
import { useT } from "~/ui/useT";
import type { ChosenLocation } from "./location";
import { PlaceCombobox } from "./PlaceCombobox";
import { UseCurrentLocation } from "./UseCurrentLocation";

/** The home hero's form: a place and, optionally, a dish or cuisine. A GET form answered by the home loader. */
export function HeroSearch({ location, error }: { location: ChosenLocation; error: string | null }) {
  const [picked, setPicked] = useState({
    name: location.name,
    latitude: location.latitude,
    longitude: location.longitude,
  });
  const errorId = "hero-error";
  const { t } = useT("catalogue");
  return (
    <Form method="get" action="/" className="mt-6 rounded-2xl bg-white p-3 text-left shadow-lg sm:p-4">
      <input type="hidden" name="find" value="1" />
      <input type="hidden" name="placeName" value={picked.name} />
      <input type="hidden" name="lat" value={picked.latitude} />
      <input type="hidden" name="lng" value={picked.longitude} />
      <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
        <div>
          <PlaceCombobox
            id="hero-place"
            name="place"
            label={t("Delivery location")}
            defaultValue={location.name}
            placeholder={t("Enter your delivery location")}
            onSelect={(place) => setPicked({ name: place.name, latitude: place.latitude, longitude: place.longitude })}
            onType={() => setPicked({ name: "", latitude: Number.NaN, longitude: Number.NaN })}
            errorId={error ? errorId : undefined}
          />
        </div>
        <div>
          <label htmlFor="hero-food" className="sr-only">
            {t("Food, dish or cuisine (optional)")}
          </label>
          <input
            id="hero-food"
            name="q"
            type="search"
            maxLength={80}
            placeholder={t("Biryani, pizza, dosa… (optional)")}
            className="input"
          />
        </div>
        <button type="submit" className="btn-primary">
          {t("Find Delicious Food")}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      <UseCurrentLocation redirectTo="/restaurants" />
    </Form>
  );
}
