import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { RecentlyViewed } from '@domain/saved/recently-viewed'
import { usePorts } from '../../use-router-context'

const RecentlyViewedSection = lazy(() =>
  import('./recently-viewed-section').then(({ RecentlyViewedSection }) => ({
    default: RecentlyViewedSection,
  })),
)

/**
 * "Recently viewed" for a returning visitor: nothing for a first visit (and on the server), the row once this
 * browser has opened a business. Its cards' code loads only then.
 */
export function RecentlyViewedRow({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { recentlyViewed } = usePorts()
  const [viewed, setViewed] = useState<RecentlyViewed>([])
  useEffect(() => {
    let isCurrent = true
    void recentlyViewed.load().then((ids) => isCurrent && setViewed(ids))
    return () => {
      isCurrent = false
    }
  }, [recentlyViewed])
  const clear = useCallback(() => {
    void recentlyViewed.clear().then(() => setViewed([]))
  }, [recentlyViewed])
  if (viewed.length === 0) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewedSection ids={viewed} onClear={clear} headingLevel={headingLevel} />
    </Suspense>
  )
}
