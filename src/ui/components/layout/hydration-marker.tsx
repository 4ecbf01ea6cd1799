import { useEffect } from 'react'

/**
 * Marks <html data-hydrated> once React has taken over the server-rendered page. End-to-end tests wait for it
 * before they interact, as a person's first click only works from then on.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
