/** The URL parameters that pin a listing to a place (city, or lat and lng), to carry through links. */
export function scopeParamsOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ["city", "lat", "lng"]) {
    const value = params.get(name);
    if (value) kept[name] = value;
  }
  return kept;
}
