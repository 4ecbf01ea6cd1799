import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useT } from '../../i18n/use-t'

/** A route change slower than this shows the progress bar; a quicker one would only make it flicker. */
export const NAVIGATION_PENDING_DELAY_MS = 150

/**
 * Feedback while the next page's data loads: a bar at the top of the viewport, announced to assistive
 * technology as a progress bar. The shown state belongs to one pending address, so it ends with that load.
 */
export function NavigationProgress() {
  const t = useT()
  const pendingHref = useRouterState({
    select: (state) => (state.status === 'pending' ? state.location.href : null),
  })
  const [shownHref, setShownHref] = useState<string | null>(null)
  useEffect(() => {
    if (pendingHref === null) return
    const timer = window.setTimeout(() => setShownHref(pendingHref), NAVIGATION_PENDING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pendingHref])
  if (pendingHref === null || shownHref !== pendingHref) return null
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t('navigation.loading')}>
      <span className="navigation-progress__bar" />
    </div>
  )
}
