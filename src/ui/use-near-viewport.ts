import { useEffect, useState, type RefCallback } from 'react'

/**
 * Whether an element has come within `marginPx` of the viewport (and stays true from then on): a part below the
 * fold loads its data when the visitor scrolls toward it, not while the page is hydrating. In a browser without
 * IntersectionObserver it is true at once, so the part loads as it always did; on the server it is false.
 */
export function useNearViewport<E extends Element>(marginPx: number): [RefCallback<E>, boolean] {
  const [element, setElement] = useState<E | null>(null)
  const [isNear, setNear] = useState(false)
  const canObserve = typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    if (!element || isNear || !canObserve) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${marginPx}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, isNear, canObserve, marginPx])
  return [setElement, isNear || !canObserve]
}
