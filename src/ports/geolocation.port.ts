import type { GeoPoint } from '@domain/business/business'

/** The visitor's position, asked for only when they choose "Use my location". */
export interface GeolocationPort {
  /** True when this browser can give a position at all (false on the server). */
  isSupported(): boolean
  /** Resolves with the position; rejects with `{ code: LocationErrorCode }` when refused or unavailable. */
  locate(): Promise<GeoPoint>
}
