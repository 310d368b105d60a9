import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import type { hoursFields } from "./restaurant-forms";
import { shownValue } from "./restaurant-forms";

/** A week of opening hours, one field a weekday, with the week it shows so another admin's save is not overwritten. */
export function OpeningHoursForm({
  kit,
  fields,
  shown,
  action,
}: {
  kit: FormKit;
  fields: ReturnType<typeof hoursFields>;
  shown: string;
  action?: string;
}) {
  const { t } = useT("adminMenu");
  return (
    <>
      <p id="hours-hint" className="meta mt-1">
        {t(
          "24-hour India time, like 12:00-15:30, 19:00-23:30; 18:00-02:00 runs past midnight; 00:00-24:00 is all day; empty is closed.",
        )}
      </p>
      <KitForm kit={kit} action={action} className="mt-3 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="shown" value={shown} />
        {fields.map((field) => (
          <Field
            key={field.name}
            name={field.name}
            label={field.label}
            defaultValue={shownValue(kit, field.name, field.saved)}
          />
        ))}
        <div className="sm:col-span-2">
          <SubmitButton busyLabel={t("Saving...")}>{t("Save hours")}</SubmitButton>
        </div>
      </KitForm>
    </>
  );
}
