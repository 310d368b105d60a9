import { timeOfDay } from "~/lib/dates";
import { useT } from "~/ui/useT";
import type { Answered } from "~/ui/form-kit";
import { CallThem } from "./CallThem";
import type { Tracking } from "./tracking.server";

/**
 * The customer's view of their rider: who, how far and how long in words, the map drawn on the server as
 * SVG (so it needs no script and no map tiles), and the delivery code once the food is picked up.
 */
export function RiderTracking({
  tracking,
  callsMasked,
  answered,
}: {
  tracking: Tracking;
  callsMasked: boolean;
  answered: Answered | undefined;
}) {
  const { t, language } = useT("riders");
  const { riderName, estimate, map } = tracking;
  const where = !estimate
    ? t("{name} is bringing your order.", { name: riderName })
    : estimate.nearby
      ? t("Your rider is nearby.")
      : tracking.pickedUp
        ? t("{name} is {km} km away, about {minutes} minutes.", {
            name: riderName,
            km: estimate.km.toFixed(1),
            minutes: estimate.minutes,
          })
        : t("{name} is on the way to the restaurant; your food arrives in about {minutes} minutes.", {
            name: riderName,
            minutes: estimate.minutes,
          });
  return (
    <section aria-labelledby="rider-title" className="space-y-3 rounded-2xl border border-gray-200 p-4">
      <h2 id="rider-title" className="text-lg font-bold">
        {t("Your rider")}
      </h2>
      <p className="font-semibold">{where}</p>
      {tracking.stale && tracking.seenAt ? (
        <p className="meta">{t("Last seen at {time}.", { time: timeOfDay(new Date(tracking.seenAt), language) })}</p>
      ) : null}
      {tracking.code ? (
        <p className="rounded-lg bg-green-50 p-3 font-semibold text-green-900">
          {t("Tell {name} this code at the door:", { name: riderName })}{" "}
          <span className="text-2xl tracking-widest">{tracking.code}</span>
        </p>
      ) : null}
      {map ? (
        <figure className="space-y-1">
          <svg
            viewBox={`0 0 ${map.width} ${map.height}`}
            role="img"
            aria-labelledby="rider-map-title"
            className="h-auto w-full max-w-md rounded-lg border border-gray-200 bg-green-50"
          >
            <title id="rider-map-title">{t("Map: the restaurant, your rider and your address")}</title>
            {tracking.tiles.map((tile) => (
              <image
                key={tile.href}
                href={tile.href}
                x={tile.x}
                y={tile.y}
                width={tile.size}
                height={tile.size}
                preserveAspectRatio="none"
              />
            ))}
            {map.ridden ? <path d={map.ridden} fill="none" stroke="#1d4ed8" strokeWidth="3" /> : null}
            {map.remaining ? (
              <path d={map.remaining} fill="none" stroke="#374151" strokeWidth="2" strokeDasharray="6 4" />
            ) : null}
            <rect x={map.restaurant.x - 7} y={map.restaurant.y - 7} width="14" height="14" fill="#b91c1c" />
            <circle cx={map.destination.x} cy={map.destination.y} r="8" fill="#15803d" />
            {map.rider ? (
              <circle cx={map.rider.x} cy={map.rider.y} r="7" fill="#1d4ed8" stroke="#fff" strokeWidth="2" />
            ) : null}
            <line
              x1="10"
              y1={map.height - 12}
              x2={10 + map.scale.length}
              y2={map.height - 12}
              stroke="#111827"
              strokeWidth="2"
            />
            <text x="10" y={map.height - 16} fontSize="11" fill="#111827">
              {map.scale.metres >= 1000
                ? t("{km} km", { km: map.scale.metres / 1000 })
                : t("{metres} m", { metres: map.scale.metres })}
            </text>
          </svg>
          <figcaption className="meta">
            {t("Red square: the restaurant. Blue dot: your rider. Green dot: your address. Dashes: the way left.")}
          </figcaption>
        </figure>
      ) : null}
      <CallThem name={riderName} intent="call-rider" masked={callsMasked} answered={answered} />
    </section>
  );
}
