import { useId } from "react";
import { useT } from "~/ui/useT";

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 20;

function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/**
 * Orders per hour of today as bars drawn on the server (no script), described in words for screen
 * readers, with the same numbers in a table below.
 */
export function OrdersPerHourChart({ counts }: { counts: number[] }) {
  const { t } = useT("admin");
  const captionId = useId();
  const max = Math.max(1, ...counts);
  const total = counts.reduce((sum, count) => sum + count, 0);
  const busiest = counts.indexOf(Math.max(...counts));
  const barWidth = WIDTH / counts.length;
  const description =
    total === 0
      ? t("No orders yet today.")
      : t("{total, plural, one {# order} other {# orders}} today; the busiest hour so far is {hour} with {count}.", {
          total,
          hour: hourLabel(busiest),
          count: counts[busiest] ?? 0,
        });
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        role="img"
        aria-label={t("Orders per hour")}
        aria-describedby={captionId}
        className="h-auto w-full max-w-xl"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="stroke-gray-700" strokeWidth="1" />
        {counts.map((count, hour) => {
          const height = (count / max) * (HEIGHT - 10);
          return (
            <rect
              key={hour}
              x={hour * barWidth + 2}
              y={HEIGHT - height}
              width={barWidth - 4}
              height={height}
              className="fill-brand-700"
            />
          );
        })}
        {[0, 6, 12, 18].map((hour) => (
          <text key={hour} x={hour * barWidth + 2} y={HEIGHT + 15} className="fill-gray-800 text-[11px]">
            {hourLabel(hour)}
          </text>
        ))}
      </svg>
      <figcaption id={captionId} className="meta">
        {description}
      </figcaption>
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
          {t("Orders per hour as a table")}
        </summary>
        <table className="mt-2 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left">
                {t("Hour")}
              </th>
              <th scope="col" className="text-right">
                {t("Orders")}
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((count, hour) => (
              <tr key={hour}>
                <th scope="row" className="pr-6 text-left font-normal">
                  {hourLabel(hour)}–{hourLabel((hour + 1) % 24)}
                </th>
                <td className="text-right">{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
