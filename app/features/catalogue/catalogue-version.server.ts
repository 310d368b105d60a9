let version = 0;

/**
 * Called when the console changes what every customer sees (a restaurant opened or closed, its details,
 * a dish): pages cached for everyone (`server/page-cache.ts`) made before are not served again.
 */
export function catalogueChanged(): void {
  version += 1;
}

export function catalogueVersion(): number {
  return version;
}
