import { Link } from "react-router";
import { formKit, KitForm, SubmitButton, useKit, type Constraints, type FormResult } from "~/ui/form-kit";
import { controlProps, Field, Labelled, SelectField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { ADDRESS_TYPES, type Address } from "./address-types";
import { INDIAN_STATES } from "./indian-states";
import { stateText } from "./addresses-words";
import type { LocalityGroup } from "./localities";

/** What the address pages' loaders give their form (`addressFormData`). */
export interface AddressFormData {
  localities: LocalityGroup[];
  /** The locality to show chosen: the address's own, or for a new one the nearest to the customer's location. */
  locality: string;
  returnTo: string;
  constraint: Constraints;
}

/**
 * The new-address and edit-address pages: a way back, the title, and the address form, which returns to
 * `returnTo` (the cart or the list). States and the country are shown in the page's language and sent in
 * English, as they are stored; cities and localities keep their names.
 */
export function AddressFormPage({
  title,
  address,
  data,
  answered,
  submitLabel,
}: {
  title: string;
  address?: Address;
  data: AddressFormData;
  answered: { intent?: string | null; result?: FormResult } | undefined;
  submitLabel: string;
}) {
  const { t } = useT("addresses");
  const kit = formKit({ id: "address", answered, constraint: data.constraint });
  return (
    <section aria-labelledby="address-title">
      <Link to={data.returnTo} className="text-sm font-semibold text-brand-700 underline">
        {t("Back")}
      </Link>
      <h1 id="address-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <div className="mt-6">
        <KitForm kit={kit} className="max-w-xl space-y-4">
          <input type="hidden" name="returnTo" value={data.returnTo} />
          <Field
            name="addressLine1"
            label={t("House / flat number and street")}
            autoComplete="address-line1"
            defaultValue={address?.addressLine1}
          />
          <Field
            name="addressLine2"
            label={t("Area, landmark (optional)")}
            autoComplete="address-line2"
            defaultValue={address?.addressLine2}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="city" label={t("City")} autoComplete="address-level2" defaultValue={address?.city} />
            <Field
              name="zipCode"
              label={t("PIN code")}
              inputMode="numeric"
              pattern="[1-9][0-9]{5}"
              maxLength={6}
              autoComplete="postal-code"
              defaultValue={address?.zipCode}
            />
          </div>
          <SelectField
            name="state"
            label={t("State or union territory")}
            options={{
              "": t("Choose…"),
              ...Object.fromEntries(INDIAN_STATES.map((state) => [state, stateText(state, t)])),
            }}
            defaultValue={address?.state ?? ""}
          />
          <LocalitySelect localities={data.localities} chosen={data.locality} />
          <CountryField />
          <AddressTypeChoice stored={address?.addressType} />
          <SubmitButton>{submitLabel}</SubmitButton>
        </KitForm>
      </div>
    </section>
  );
}

/** The country, read-only: shown in the page's language, sent as stored ("India"). */
function CountryField() {
  const { t } = useT("addresses");
  const field = useKit().kit.field("country");
  const hint = t("We deliver in India only.");
  const { name, ...control } = controlProps(field, hint);
  return (
    <Labelled field={field} label={t("Country")} hint={hint}>
      <input type="hidden" name={name} value="India" />
      <input {...control} readOnly value={t("India")} className="input" />
    </Labelled>
  );
}

/** The locality select, by served city; what was chosen stays after a refused submit. */
function LocalitySelect({ localities, chosen }: { localities: LocalityGroup[]; chosen: string }) {
  const { t } = useT("addresses");
  const field = useKit().kit.field("locality");
  const hint = t("Tells how far restaurants are and how long delivery takes. Not listed? Choose the nearest.");
  return (
    <Labelled field={field} label={t("Locality")} hint={hint}>
      <select
        {...controlProps(field, hint)}
        defaultValue={field.typed ?? chosen}
        className="input aria-[invalid=true]:border-red-700"
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
    </Labelled>
  );
}

/** Home, Work or Other, as chips; what was chosen stays after a refused submit. */
function AddressTypeChoice({ stored }: { stored: string | undefined }) {
  const { t } = useT("addresses");
  const chosen = useKit().kit.field("addressType").typed ?? stored ?? "Home";
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{t("Address type")}</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TYPES.map((type) => (
          <label
            key={type}
            className="chip cursor-pointer has-[:checked]:chip-active has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" name="addressType" value={type} defaultChecked={chosen === type} className="sr-only" />
            {t(type)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
