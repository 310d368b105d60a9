import { Link } from "react-router";
import { KitForm, SubmitButton, type FormKit } from "~/ui/form-kit";
import { useT } from "~/ui/useT";
import { BusySpellForm } from "./TakingOrdersForms";

export interface RestaurantSummary {
  id: string;
  name: string;
  locality: string;
  cityName: string;
  menuPath: string;
  isActive: boolean;
  takesOrders: boolean;
  /** "Open now · closes 11 pm", "Busy · taking orders again from 7 pm", in the page's language. */
  openingText: string;
  /** When a busy spell ends (a UTC ISO time, as stored), or null when it is not busy. */
  pausedUntil: string | null;
}

/**
 * The top of a restaurant's overview: its name and whether it takes orders, with the switch that opens or
 * closes it and the busy spells.
 */
export function RestaurantHeader({
  restaurant: r,
  busyUntil,
  kits,
}: {
  restaurant: RestaurantSummary;
  /** When the busy spell ends, in the page's language. */
  busyUntil: string | null;
  kits: { open: FormKit; pause: FormKit; resume: FormKit };
}) {
  const { t } = useT("adminMenu");
  const here = `/admin/restaurants/${r.id}`;
  return (
    <div className="space-y-2">
      <Link to="/admin/restaurants" className="text-sm font-semibold text-brand-700 underline">
        {t("All restaurants")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="restaurant-title" className="text-2xl font-bold">
          {r.name}
        </h1>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${r.takesOrders ? "bg-green-50 text-green-900" : "bg-gray-100 text-gray-900"}`}
        >
          {r.openingText}
        </p>
      </div>
      <p className="text-gray-700">
        {r.locality}, {r.cityName} ·{" "}
        <Link to={r.menuPath} className="font-semibold text-brand-700 underline">
          {t("View menu in the catalogue")}
        </Link>
      </p>
      <KitForm kit={kits.open} action={here}>
        <input type="hidden" name="open" value={r.isActive ? "0" : "1"} />
        <SubmitButton className={r.isActive ? "btn-secondary text-red-800" : "btn-primary"}>
          {r.isActive ? t("Close restaurant") : t("Open restaurant")}
        </SubmitButton>
      </KitForm>
      {busyUntil || r.isActive ? <BusySpellForm busyUntil={busyUntil} kits={kits} action={here} /> : null}
    </div>
  );
}
