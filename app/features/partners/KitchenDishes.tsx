import { AvailabilityForm } from "~/features/admin/TakingOrdersForms";
import { formKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";

/** A dish or one of its options as the kitchen switches it; `availableAgainAt` in the page's language. */
export interface KitchenSwitch {
  id: string;
  name: string;
  available: boolean;
  availableAgainAt: string | null;
}

/**
 * The kitchen's dishes, each with its switch and, under it, its options' (a topping that ran out): off for
 * today or until switched on, or on again.
 */
export function KitchenDishes({ dishes }: { dishes: (KitchenSwitch & { options: KitchenSwitch[] })[] }) {
  const { t } = useT("partners");
  return (
    <ul className="space-y-2">
      {dishes.map((dish) => (
        <li key={dish.id} id={`dish-${dish.id}`} className="scroll-mt-24 rounded-xl border border-gray-200 p-3">
          <SwitchRow item={dish} idField="dishId" intent="dish-available" />
          {dish.options.length > 0 ? (
            <ul aria-label={t("Options of {dish}", { dish: dish.name })} className="mt-2 space-y-2 border-l-4 pl-3">
              {dish.options.map((option) => (
                <li key={option.id} id={`option-${option.id}`} className="scroll-mt-24">
                  <SwitchRow
                    item={{ ...option, name: `${dish.name}, ${option.name}` }}
                    idField="optionId"
                    intent="option-available"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function SwitchRow({
  item,
  idField,
  intent,
}: {
  item: KitchenSwitch;
  idField: "dishId" | "optionId";
  intent: "dish-available" | "option-available";
}) {
  const { t } = useT("partners");
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span>
        {item.name} ·{" "}
        {item.available
          ? t("On the menu")
          : item.availableAgainAt
            ? t("Switched off until {time}", { time: item.availableAgainAt })
            : t("Switched off")}
      </span>
      <AvailabilityForm item={item} idField={idField} kit={formKit({ id: `switch-${item.id}`, intent })} />
    </div>
  );
}
