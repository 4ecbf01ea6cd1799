import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { ChatWidget } from '../chat/chat-widget'
import { ConsentProvider } from '../consent/consent-provider'
import { SessionProvider } from '../../session/session-provider'
import { ToastProvider } from '../toast/toast-provider'
import { HydrationMarker } from './hydration-marker'
import { NavigationProgress } from './navigation-progress'
import { PageViewReporter } from './page-view-reporter'
import { RestoreLanguage } from './restore-language'
import { MAIN_CONTENT_ID, RouteFocus } from './route-focus'
import { ScrollToTopButton } from './scroll-to-top-button'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/** Every page: skip link, header, main content, footer and the page-level helpers. */
export function SiteShell({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <SessionProvider>
      <ToastProvider>
        <ConsentProvider>
          <NavigationProgress />
          <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
            {t('a11y.skipToContent')}
          </a>
          <SiteHeader />
          <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <ScrollToTopButton />
          <ChatWidget />
          <PageViewReporter />
          <RouteFocus />
          <RestoreLanguage />
          <HydrationMarker />
        </ConsentProvider>
      </ToastProvider>
    </SessionProvider>
  )
}
