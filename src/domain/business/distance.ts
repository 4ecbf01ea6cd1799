import type { GeoPoint } from './business'

const EARTH_RADIUS_KM = 6371

/** The great-circle distance in kilometres, rounded to one decimal (a saved list's "2.4 km away"). */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const dLat = rad(to.lat - from.lat)
  const dLng = rad(to.lng - from.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10
}
