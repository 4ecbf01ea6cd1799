import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export const MAIN_CONTENT_ID = 'main-content'

declare module '@tanstack/history' {
  interface HistoryState {
    /**
     * Set by a link that only opens or closes a part of the page (the listing's filter sheet) through the URL: the
     * part moves focus itself, so the page's heading does not take it.
     */
    keepsFocus?: boolean
  }
}

/**
 * After a client-side navigation, focus moves to the new page's main heading so screen-reader and keyboard
 * users start at the new content (a full page load starts there anyway). Hash-only changes, and navigations whose
 * history state says `keepsFocus`, keep focus.
 */
export function RouteFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
        if (!fromLocation) return
        if (fromLocation.pathname === toLocation.pathname && fromLocation.searchStr === toLocation.searchStr)
          return
        if (toLocation.state.keepsFocus) return
        const main = document.getElementById(MAIN_CONTENT_ID)
        const heading = main?.querySelector<HTMLElement>('h1') ?? main
        if (!heading) return
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
        heading.focus({ preventScroll: true })
      }),
    [router],
  )
  return null
}
