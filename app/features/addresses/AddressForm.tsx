import { Form } from "react-router";
import { ErrorSummary, Field, FieldMessages, typed, type FormResult } from "~/ui/forms";
import { useT } from "~/ui/useT";
import { ADDRESS_TYPES } from "./address-types";
import type { Address } from "./addresses.server";
import type { LocalityGroup } from "./localities";
import { INDIAN_STATES } from "./indian-states";

const FIELD_IDS = {
  addressLine1: "address-line1",
  addressLine2: "address-line2",
  city: "address-city",
  state: "address-state",
  zipCode: "address-zip",
  locality: "address-locality",
  country: "address-country",
  addressType: "address-type",
};

/**
 * The address form, used from the addresses page and from the cart (it returns to `returnTo`). `locality` is the
 * locality to show chosen: the address's own, or for a new one the nearest to the customer's location. States,
 * cities and localities keep their names in every language; the country field sends "India" as it is.
 */
export function AddressForm({
  address,
  localities,
  locality,
  result,
  returnTo,
  submitLabel,
}: {
  address?: Address;
  localities: LocalityGroup[];
  locality: string;
  result: FormResult;
  returnTo: string;
  submitLabel: string;
}) {
  const { t } = useT("addresses");
  const value = (name: keyof typeof FIELD_IDS, stored: string | undefined) => typed(result, name) ?? stored ?? "";
  const stateErrors = result?.error?.state ?? [];
  const localityErrors = result?.error?.locality ?? [];
  const typeChosen = value("addressType", address?.addressType) || "Home";
  return (
    <Form method="post" className="max-w-xl space-y-4" noValidate>
      <input type="hidden" name="returnTo" value={returnTo} />
      <ErrorSummary id="address-errors" result={result} fields={FIELD_IDS} />
      <Field
        id={FIELD_IDS.addressLine1}
        name="addressLine1"
        label={t("House / flat number and street")}
        required
        maxLength={120}
        autoComplete="address-line1"
        result={result}
        defaultValue={value("addressLine1", address?.addressLine1)}
      />
      <Field
        id={FIELD_IDS.addressLine2}
        name="addressLine2"
        label={t("Area, landmark (optional)")}
        maxLength={120}
        autoComplete="address-line2"
        result={result}
        defaultValue={value("addressLine2", address?.addressLine2)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={FIELD_IDS.city}
          name="city"
          label={t("City")}
          required
          maxLength={60}
          autoComplete="address-level2"
          result={result}
          defaultValue={value("city", address?.city)}
        />
        <Field
          id={FIELD_IDS.zipCode}
          name="zipCode"
          label={t("PIN code")}
          required
          inputMode="numeric"
          pattern="[1-9][0-9]{5}"
          maxLength={6}
          autoComplete="postal-code"
          result={result}
          defaultValue={value("zipCode", address?.zipCode)}
        />
      </div>
      <div>
        <label htmlFor={FIELD_IDS.state} className="mb-1 block text-sm font-semibold">
          {t("State or union territory")}
        </label>
        <select
          id={FIELD_IDS.state}
          name="state"
          required
          defaultValue={value("state", address?.state)}
          aria-invalid={stateErrors.length > 0 ? true : undefined}
          aria-describedby={stateErrors.length > 0 ? `${FIELD_IDS.state}-error` : undefined}
          className="input"
        >
          <option value="">{t("Choose…")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        {stateErrors.length > 0 ? (
          <p id={`${FIELD_IDS.state}-error`} className="mt-1 text-sm font-medium text-red-800">
            {stateErrors.map((error) => t(error)).join(" ")}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={FIELD_IDS.locality} className="mb-1 block text-sm font-semibold">
          {t("Locality")}
        </label>
        <select
          id={FIELD_IDS.locality}
          name="locality"
          defaultValue={value("locality", locality)}
          aria-invalid={localityErrors.length > 0 ? true : undefined}
          aria-describedby={`${FIELD_IDS.locality}-hint${localityErrors.length > 0 ? ` ${FIELD_IDS.locality}-error` : ""}`}
          className="input"
        >
          <option value="">{t("Choose…")}</option>
          {localities.map((group) => (
            <optgroup key={group.city} label={group.city}>
              {group.localities.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldMessages
          id={FIELD_IDS.locality}
          hint={t("Tells how far restaurants are and how long delivery takes. Not listed? Choose the nearest.")}
          errors={localityErrors}
        />
      </div>
      <Field
        id={FIELD_IDS.country}
        name="country"
        label={t("Country")}
        readOnly
        result={result}
        defaultValue="India"
        hint={t("We deliver in India only.")}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("Address type")}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="addressType"
                value={type}
                defaultChecked={typeChosen === type}
                className="sr-only"
              />
              {t(type)}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </Form>
  );
}
