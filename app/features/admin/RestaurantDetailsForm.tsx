import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { rupeesInput } from "./admin-rules";
import type { RestaurantDetails } from "./admin-restaurants.server";
import { shownValue } from "./restaurant-forms";

/** The restaurant's details, with the fingerprint of what it shows so another admin's save is not overwritten. */
export function RestaurantDetailsForm({
  kit,
  details: d,
  shown,
  action,
}: {
  kit: FormKit;
  details: RestaurantDetails;
  shown: string;
  action?: string;
}) {
  const { t } = useT("adminMenu");
  const value = (name: string, saved: string) => shownValue(kit, name, saved);
  return (
    <KitForm kit={kit} action={action} className="mt-3 grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="shown" value={shown} />
      <Field name="name" label={t("Name")} defaultValue={value("name", d.name)} />
      <Field
        name="cuisines"
        label={t("Cuisines")}
        hint={t("Separated by commas, most characteristic first.")}
        defaultValue={value("cuisines", d.cuisines.join(", "))}
      />
      <Field name="street" label={t("Street address")} defaultValue={value("street", d.street)} />
      <Field name="locality" label={t("Locality")} defaultValue={value("locality", d.locality)} />
      <Field
        name="prepMinutes"
        label={t("Preparation time (minutes)")}
        hint={t("Customers see this plus the ride to them.")}
        inputMode="numeric"
        defaultValue={value("prepMinutes", String(d.prepMinutes))}
      />
      <Field
        name="deliveryRadiusKm"
        label={t("Delivery radius (km)")}
        hint={t("Farther customers see “Too far to deliver”.")}
        inputMode="decimal"
        defaultValue={value("deliveryRadiusKm", String(d.deliveryRadiusKm))}
      />
      <Field
        name="minOrder"
        label={t("Minimum order (₹)")}
        inputMode="decimal"
        defaultValue={value("minOrder", rupeesInput(d.minOrderPaise))}
      />
      <Field
        name="costForTwo"
        label={t("Cost for two (₹)")}
        inputMode="decimal"
        defaultValue={value("costForTwo", rupeesInput(d.costForTwoPaise))}
      />
      <Field
        name="gstin"
        label={t("GSTIN")}
        hint={t("Printed on its orders' tax invoices.")}
        autoComplete="off"
        maxLength={15}
        defaultValue={value("gstin", d.gstin ?? "")}
        className="[&_input]:uppercase"
      />
      <Field
        name="commission"
        label={t("Commission (%)")}
        hint={t("What it pays on its food sales, plus 18% GST; new orders keep the rate.")}
        inputMode="decimal"
        defaultValue={value("commission", String(d.commissionBasisPoints / 100))}
      />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel={t("Saving...")}>{t("Save details")}</SubmitButton>
      </div>
    </KitForm>
  );
}
