import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { Field } from "~/ui/form-fields";
import { useT } from "~/ui/useT";
import { rupeesInput } from "./admin-rules";
import type { AdminDish } from "./admin-restaurants.server";
import { shownValue } from "./restaurant-forms";

/** A dish's price, packaging charge and bestseller flag, with the values it shows so another admin's save is not overwritten. */
export function DishPriceForm({ dish, kit }: { dish: AdminDish; kit: FormKit }) {
  const { t } = useT("adminMenu");
  const bestseller = kit.result ? kit.field("bestseller").typed === "on" : dish.isBestseller;
  return (
    <KitForm kit={kit} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="dishId" value={dish.id} />
      <input type="hidden" name="shownPrice" value={dish.pricePaise} />
      <input type="hidden" name="shownBestseller" value={dish.isBestseller ? "1" : "0"} />
      <input type="hidden" name="shownPackaging" value={dish.packagingPaise} />
      <Field
        name="price"
        label={t("Price (₹)")}
        inputMode="decimal"
        defaultValue={shownValue(kit, "price", rupeesInput(dish.pricePaise))}
        className="w-32"
      />
      <Field
        name="packaging"
        label={t("Packaging (₹)")}
        inputMode="decimal"
        defaultValue={shownValue(kit, "packaging", rupeesInput(dish.packagingPaise))}
        className="w-32"
      />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="bestseller" defaultChecked={bestseller} /> {t("Bestseller")}
      </label>
      <SubmitButton busyLabel={t("Saving...")}>{t("Save")}</SubmitButton>
    </KitForm>
  );
}
