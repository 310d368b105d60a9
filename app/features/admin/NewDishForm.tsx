import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field, SelectField, TextAreaField } from "~/ui/form-fields";
import { useT } from "~/ui/useT";

/** A new dish for the end of the menu, pictured with one of the food categories' illustrations. */
export function NewDishForm({ kit, pictures }: { kit: FormKit; pictures: { id: string; name: string }[] }) {
  const { t } = useT("adminMenu");
  const typed = (name: string) => kit.field(name).typed;
  return (
    <KitForm kit={kit} className="mt-3 grid gap-4 sm:grid-cols-2">
      <Field name="name" label={t("Name")} />
      <Field name="price" label={t("Price (₹)")} inputMode="decimal" />
      <TextAreaField name="description" label={t("Description (optional)")} rows={2} className="sm:col-span-2" />
      <Field
        name="menuCategory"
        label={t("Menu section (optional)")}
        hint={t("For example Starters or Main Course.")}
      />
      <SelectField
        name="pictureId"
        label={t("Picture")}
        options={Object.fromEntries(pictures.map((picture) => [picture.id, picture.name]))}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t("Diet")}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            id={kit.field("diet").id}
            type="radio"
            name="diet"
            value="veg"
            defaultChecked={(typed("diet") ?? "veg") === "veg"}
          />{" "}
          {t("Veg")}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="diet" value="non-veg" defaultChecked={typed("diet") === "non-veg"} /> {t("Non-veg")}
        </label>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="bestseller" defaultChecked={typed("bestseller") === "on"} /> {t("Bestseller")}
      </label>
      <div className="sm:col-span-2">
        <SubmitButton busyLabel={t("Adding...")}>{t("Add dish")}</SubmitButton>
      </div>
    </KitForm>
  );
}
