import type { GeolocationPort } from '@/ports'
import type { LocationErrorCode } from '@domain/errors'

// A coarse position is enough to order Cyprus businesses by distance, and it comes faster.
const LOCATE_TIMEOUT_MS = 10_000
const MAX_POSITION_AGE_MS = 5 * 60_000

export function createBrowserGeolocation(navigator: Navigator): GeolocationPort {
  return {
    isSupported: () => 'geolocation' in navigator,
    locate: () =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject(locationError('location.unavailable'))
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
          (error) =>
            reject(
              locationError(
                error.code === error.PERMISSION_DENIED ? 'location.denied' : 'location.unavailable',
              ),
            ),
          { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: MAX_POSITION_AGE_MS },
        )
      }),
  }
}

function locationError(code: LocationErrorCode): Error & { code: LocationErrorCode } {
  return Object.assign(new Error(code), { code })
}
