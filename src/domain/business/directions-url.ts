/**
 * A directions link to a business's coordinates. It is only a link opened in a new tab: the page itself loads
 * nothing from the maps provider.
 */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}
