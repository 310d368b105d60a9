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
  return (
    <span className="inline-flex items-center gap-1 align-middle">
      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
        <rect
          x="0.75"
          y="0.75"
          width="12.5"
          height="12.5"
          rx="1.5"
          fill="#fff"
          stroke={veg ? "#15803d" : "#7c2d12"}
          strokeWidth="1.5"
        />
        {veg ? <circle cx="7" cy="7" r="3.5" fill="#15803d" /> : <path d="M7 3.2 10.6 10H3.4Z" fill="#7c2d12" />}
      </svg>
      {label ? (
        <span className={`text-xs font-medium ${veg ? "text-green-800" : "text-orange-900"}`}>{label}</span>
      ) : (
        <span className="sr-only">{veg ? "Veg" : "Non-veg"}</span>
      )}
    </span>
  );
}
