import { useState } from 'react'

/**
 * A secret query value (a mailed link's token) as the page first read it. The page view reporter takes it
 * out of the address bar, and the router then renders the page again without it; the page keeps using it.
 */
export function useReadOnce<T>(value: T): T {
  const [first] = useState(value)
  return value ?? first
}
