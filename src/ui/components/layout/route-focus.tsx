import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * After a client-side navigation, focus moves to the new page's main heading so screen-reader and keyboard
 * users start at the new content (a full page load starts there anyway). Hash-only changes keep focus.
 */
export function RouteFocus() {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, toLocation }) => {
        if (!fromLocation) return
        if (fromLocation.pathname === toLocation.pathname && fromLocation.searchStr === toLocation.searchStr)
          return
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
