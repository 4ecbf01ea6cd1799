import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { whenIdle } from '../../when-idle'
import { CardActionsProvider, type CardActionsProps } from '../business/card-actions-context'
import { ChatWidget } from '../chat/chat-widget'
import { ConsentProvider } from '../consent/consent-provider'
import { SessionProvider } from '../../session/session-provider'
import { ToastProvider } from '../toast/toast-provider'
import { HydrationMarker } from './hydration-marker'
import { NavigationProgress } from './navigation-progress'
import { PageViewReporter } from './page-view-reporter'
import { RestoreLanguage } from './restore-language'
import { MAIN_CONTENT_ID, RouteFocus } from './route-focus'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

// Loaded with the chat's first business card: the pages with cards import the actions themselves, and the shell
// stays out of the first download.
const BusinessCardActions = lazy(() =>
  import('../business/business-card-actions').then((m) => ({ default: m.BusinessCardActions })),
)
const renderCardActions = (props: CardActionsProps) => (
  <Suspense fallback={null}>
    <BusinessCardActions {...props} />
  </Suspense>
)

// The scroll-to-top button shows only past 40% of the viewport, so its code loads with the visitor's first scroll,
// not on every visit: a page opened already scrolled (back, an anchor) loads it once the browser is idle.
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })),
)

function ScrollToTopOnceScrolled() {
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    const ready = () => setReady(true)
    if (window.scrollY > 0) return whenIdle(ready)
    window.addEventListener('scroll', ready, { passive: true, once: true })
    return () => window.removeEventListener('scroll', ready)
  }, [])
  return isReady ? (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  ) : null
}

/** Every page: skip link, header, main content, footer and the page-level helpers. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <SessionProvider>
      <ToastProvider>
        <ConsentProvider>
          {/* The chat's business cards, in the widget and in every Ask AI dialog, take their actions from here. */}
          <CardActionsProvider value={renderCardActions}>
            <NavigationProgress />
            <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
              {t('a11y.skipToContent')}
            </a>
            <SiteHeader />
            <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
            <ScrollToTopOnceScrolled />
            <ChatWidget />
            <PageViewReporter />
            <RouteFocus />
            <RestoreLanguage />
            <HydrationMarker />
          </CardActionsProvider>
        </ConsentProvider>
      </ToastProvider>
    </SessionProvider>
  )
}
