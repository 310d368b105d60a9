import { useT } from "~/ui/useT";

/**
 * The FSSAI food symbol: a green square with a green dot for vegetarian, a brown square with a
 * brown triangle for non-vegetarian. Always carries its meaning as text for screen readers.
 */
export function VegMark({
  veg,
  label,
}: {
  veg: boolean;
  /** Visible text; without it the meaning is for screen readers only. */ label?: string;
}) {
  const { t } = useT();
  return (
    <span className="veg-mark">
      <svg aria-hidden="true" className="veg-icon">
        <use href={veg ? "#veg-mark" : "#non-veg-mark"} />
      </svg>
      {label ? (
        <span className={`text-xs font-medium ${veg ? "text-green-800" : "text-orange-900"}`}>{label}</span>
      ) : (
        <span className="sr-only">{veg ? t("Veg") : t("Non-veg")}</span>
      )}
    </span>
  );
}

/** Both symbols, drawn once per page (the root layout) and used by every mark on it. */
export function VegMarkShapes() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <symbol id="veg-mark" viewBox="0 0 14 14">
        <rect x="0.75" y="0.75" width="12.5" height="12.5" rx="1.5" fill="#fff" stroke="#15803d" strokeWidth="1.5" />
        <circle cx="7" cy="7" r="3.5" fill="#15803d" />
      </symbol>
      <symbol id="non-veg-mark" viewBox="0 0 14 14">
        <rect x="0.75" y="0.75" width="12.5" height="12.5" rx="1.5" fill="#fff" stroke="#7c2d12" strokeWidth="1.5" />
        <path d="M7 3.2 10.6 10H3.4Z" fill="#7c2d12" />
      </symbol>
    </svg>
  );
}
