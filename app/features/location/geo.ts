/** Pure geography helpers, shared by the location and catalogue features. */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Coordinates from untrusted text, or null when either is missing or out of range. */
export function parseCoordinates(lat: unknown, lng: unknown): Coordinates | null {
  if (typeof lat !== "string" || typeof lng !== "string" || lat.trim() === "" || lng.trim() === "") return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Degrees of latitude and longitude spanning `km` around a point, for a bounding-box prefilter. */
export function boundingBox(centre: Coordinates, km: number) {
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
  return {
    minLatitude: centre.latitude - dLat,
    maxLatitude: centre.latitude + dLat,
    minLongitude: centre.longitude - dLng,
    maxLongitude: centre.longitude + dLng,
  };
}
