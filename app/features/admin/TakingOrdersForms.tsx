import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { PAUSE_MINUTES } from "./admin-rules";

/**
 * A restaurant's busy spell, on the console's restaurant page and the partner's kitchen page: the time it
 * ends with "Take orders again", or one button per pause length.
 */
export function BusySpellForm({
  busyUntil,
  kits,
  action,
}: {
  /** When the busy spell ends, in the page's language; null when it is not busy. */
  busyUntil: string | null;
  kits: { pause: FormKit; resume: FormKit };
  action?: string;
}) {
  const { t } = useT("adminMenu");
  return busyUntil ? (
    <KitForm kit={kits.resume} action={action} className="flex flex-wrap items-center gap-3">
      <p className="font-semibold">{t("Busy until {time}", { time: busyUntil })}</p>
      <SubmitButton className="btn-secondary">{t("Take orders again")}</SubmitButton>
    </KitForm>
  ) : (
    <KitForm kit={kits.pause} action={action} className="flex flex-wrap items-center gap-2">
      <span className="font-semibold">{t("Too busy to cook?")}</span>
      {PAUSE_MINUTES.map((minutes) => (
        <SubmitButton key={minutes} name="minutes" value={minutes} className="btn-secondary">
          {t("{minutes, plural, one {Busy for # minute} other {Busy for # minutes}}", { minutes })}
        </SubmitButton>
      ))}
    </KitForm>
  );
}

/**
 * A dish's or an option's switch: "Off for today" (back on at the next opening) or "Off until switched on"
 * (customers cannot choose it; carts flag it), or "Mark available". `name` says which, to screen readers.
 */
export function AvailabilityForm({
  item,
  idField,
  kit,
  action,
}: {
  item: { id: string; name: string; available: boolean };
  idField: "dishId" | "optionId";
  kit: FormKit;
  action?: string;
}) {
  const { t } = useT("adminMenu");
  const named = <span className="sr-only"> {item.name}</span>;
  return (
    <KitForm kit={kit} action={action} className="flex flex-wrap gap-2">
      <input type="hidden" name={idField} value={item.id} />
      <input type="hidden" name="available" value={item.available ? "0" : "1"} />
      {item.available ? (
        <>
          <SubmitButton name="until" value="today" className="btn-secondary">
            {t("Off for today")}
            {named}
          </SubmitButton>
          <SubmitButton className="btn-secondary">
            {t("Off until switched on")}
            {named}
          </SubmitButton>
        </>
      ) : (
        <SubmitButton className="btn-secondary">
          {t("Mark available")}
          {named}
        </SubmitButton>
      )}
    </KitForm>
  );
}
