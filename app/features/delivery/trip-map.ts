import type { Coordinates } from "~/features/location/geo";
import { KM_PER_DEGREE, longitudeScale } from "~/features/catalogue/delivery-estimate";

/**
 * The geometry of a trip's map, drawn on the server as SVG (issue 36): the restaurant, the door, the rider
 * and the path ridden so far placed in a box of the given size (north up, the same scale both ways, a margin
 * all round), the straight line still to ride (through the restaurant until the food is picked up), and a
 * scale bar of a round length. Pure, so the page, the event stream and the tests draw the same map.
 */

export interface TripMapInput {
  restaurant: Coordinates;
  destination: Coordinates;
  /** Where the rider is; null before the first position. */
  rider: Coordinates | null;
  /** The path ridden so far, oldest first. */
  trail: readonly Coordinates[];
  pickedUp: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export interface TripMapDrawing {
  width: number;
  height: number;
  restaurant: Point;
  destination: Point;
  rider: Point | null;
  /** SVG path data of the path ridden ("" without two points). */
  ridden: string;
  /** SVG path data of the straight line still to ride ("" before the rider has a position). */
  remaining: string;
  scale: { metres: number; length: number };
  /** The point at the box's middle, and the scale: what tiles behind the map are placed by. */
  centre: Coordinates;
  pixelsPerKm: number;
}

/** However close the points, the map shows at least this many km across, so a street stays a street. */
const SMALLEST_SPAN_KM = 0.5;
const SCALE_STEPS_METRES = [50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000];

const round = (value: number) => Math.round(value * 10) / 10;

function pathData(points: readonly Point[]): string {
  if (points.length < 2) return "";
  return points.map((point, i) => `${i === 0 ? "M" : "L"}${round(point.x)} ${round(point.y)}`).join(" ");
}

export function drawTrip(trip: TripMapInput, width = 320, height = 200, margin = 24): TripMapDrawing {
  const all = [trip.restaurant, trip.destination, ...(trip.rider ? [trip.rider] : []), ...trip.trail];
  const latitudes = all.map((point) => point.latitude);
  const longitudes = all.map((point) => point.longitude);
  const centre = {
    latitude: (Math.min(...latitudes) + Math.max(...latitudes)) / 2,
    longitude: (Math.min(...longitudes) + Math.max(...longitudes)) / 2,
  };
  const kmPerLongitude = KM_PER_DEGREE * longitudeScale(centre);
  const spanX = Math.max(SMALLEST_SPAN_KM, (Math.max(...longitudes) - Math.min(...longitudes)) * kmPerLongitude);
  const spanY = Math.max(SMALLEST_SPAN_KM, (Math.max(...latitudes) - Math.min(...latitudes)) * KM_PER_DEGREE);
  const pixelsPerKm = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const place = (point: Coordinates): Point => ({
    x: round(width / 2 + (point.longitude - centre.longitude) * kmPerLongitude * pixelsPerKm),
    y: round(height / 2 - (point.latitude - centre.latitude) * KM_PER_DEGREE * pixelsPerKm),
  });
  const rider = trip.rider ? place(trip.rider) : null;
  const restaurant = place(trip.restaurant);
  const destination = place(trip.destination);
  const ahead = trip.pickedUp ? [destination] : [restaurant, destination];
  const metres = [...SCALE_STEPS_METRES].reverse().find((step) => (step / 1000) * pixelsPerKm <= width / 4) ?? 50;
  return {
    width,
    height,
    restaurant,
    destination,
    rider,
    ridden: pathData(trip.trail.map(place)),
    remaining: rider ? pathData([rider, ...ahead]) : "",
    scale: { metres, length: round((metres / 1000) * pixelsPerKm) },
    centre,
    pixelsPerKm,
  };
}

export interface MapTile {
  href: string;
  x: number;
  y: number;
  size: number;
}

const TILE_PIXELS = 256;
/** Metres a tile pixel covers at the equator at zoom 0 (Web Mercator). */
const EQUATOR_METRES_PER_PIXEL = 156_543.03392;

/**
 * The tiles of an OpenStreetMap-style server (`template` with {z}, {x} and {y}) that cover the map, at the
 * zoom nearest its scale, placed and sized in the map's own pixels: drawn behind it, they show the streets.
 * At a city's size the map's projection and the tiles' (Web Mercator) agree to well within a pixel.
 */
export function mapTiles(drawing: TripMapDrawing, template: string): MapTile[] {
  const { centre, pixelsPerKm, width, height } = drawing;
  const cosLatitude = Math.cos((centre.latitude * Math.PI) / 180);
  const zoom = Math.max(
    0,
    Math.min(19, Math.round(Math.log2((EQUATOR_METRES_PER_PIXEL * cosLatitude * pixelsPerKm) / 1000))),
  );
  const worldPixels = TILE_PIXELS * 2 ** zoom;
  // Map pixels per tile pixel at that zoom.
  const scale = ((EQUATOR_METRES_PER_PIXEL * cosLatitude) / 2 ** zoom) * (pixelsPerKm / 1000);
  const latitude = (centre.latitude * Math.PI) / 180;
  const centreX = (worldPixels * (centre.longitude + 180)) / 360;
  const centreY = (worldPixels * (1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI)) / 2;
  const tilesAcross = 2 ** zoom;
  const first = (middle: number, half: number) => Math.floor((middle - half / scale) / TILE_PIXELS);
  const last = (middle: number, half: number) => Math.floor((middle + half / scale) / TILE_PIXELS);
  const tiles: MapTile[] = [];
  for (
    let ty = Math.max(0, first(centreY, height / 2));
    ty <= Math.min(tilesAcross - 1, last(centreY, height / 2));
    ty++
  )
    for (let tx = first(centreX, width / 2); tx <= last(centreX, width / 2); tx++)
      tiles.push({
        href: template
          .replace("{z}", String(zoom))
          .replace("{x}", String(((tx % tilesAcross) + tilesAcross) % tilesAcross))
          .replace("{y}", String(ty)),
        x: round(width / 2 + (tx * TILE_PIXELS - centreX) * scale),
        y: round(height / 2 + (ty * TILE_PIXELS - centreY) * scale),
        size: round(TILE_PIXELS * scale),
      });
  return tiles;
}
