import { useEffect, useState } from "react";
import { distanceKm, type Coordinates } from "~/features/location/geo";

/** Positions are sent at most this often, or sooner after this far. */
const EVERY_MS = 15_000;
const FAR_KM = 0.05;

/**
 * With JavaScript, while the rider is on a trip (or online), the browser's position goes to the server every
 * 15 s or 50 m (the Geolocation API, high accuracy). Refused or unavailable, nothing is sent: each step of
 * the trip still places the rider. Renders nothing.
 */
export function SendPosition() {
  useEffect(() => {
    if (!("geolocation" in navigator)) return;
    let last: { position: Coordinates; at: number } | null = null;
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude };
        const now = Date.now();
        if (last && now - last.at < EVERY_MS && distanceKm(last.position, position) < FAR_KM) return;
        last = { position, at: now };
        const body = new FormData();
        body.set("latitude", String(position.latitude));
        body.set("longitude", String(position.longitude));
        void fetch("/rider/position", { method: "POST", body }).catch(() => {});
      },
      () => {},
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, []);
  return null;
}

/**
 * The go-online form's position: with JavaScript, the browser's, in two hidden fields the server prefers to
 * the locality chosen (which stays the way without it, or when the browser's position is refused).
 */
export function PositionFields() {
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (!("geolocation" in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
      () => {},
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }, []);
  if (!position) return null;
  return (
    <>
      <input type="hidden" name="latitude" value={position.latitude} />
      <input type="hidden" name="longitude" value={position.longitude} />
    </>
  );
}
