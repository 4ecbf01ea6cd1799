import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { Locale } from '@domain/i18n/localized-text'
import { NotFoundPage } from '../components/not-found-page'
import { RootErrorPage } from '../components/root-error-page'
import { SiteShell } from '../components/layout/site-shell'
import { DEV_HEAD_SCRIPTS } from '../dev-head-scripts'
import { localeOf } from '../i18n/locale-of'
import { useLocale } from '../i18n/use-locale'
import { translationsQuery } from '../queries/translations'
import { weatherQuery } from '../queries/weather'
import type { RouterContext } from '../router-context'
import appCss from '../styles/app.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context: { queryClient, ports, i18n } }) => loadShellData(queryClient, ports, localeOf(i18n)),
  head: ({ match: { context }, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      {
        title: isNotFound(matches)
          ? `${context.i18n.t('notFound.title')} | ${context.i18n.t('app.name')}`
          : context.i18n.t('app.name'),
      },
      { name: 'description', content: context.i18n.t('app.tagline') },
      { name: 'theme-color', content: '#c8a46e' },
      // A missing page is not a page to index (its status is 404 as well).
      ...(isNotFound(matches) ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      // Empty where no bundler resolves the stylesheet (unit tests).
      ...(appCss ? [{ rel: 'stylesheet', href: appCss }] : []),
      // PNG, not the SVG: a browser reads an SVG icon as a document of its own on the page's main thread.
      { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
    // Vite's development server only (not production, not unit tests).
    scripts: import.meta.env.MODE === 'development' ? DEV_HEAD_SCRIPTS : [],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
})

function isNotFound(matches: ReadonlyArray<{ status: string; _notFound?: boolean }>): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true)
}

/**
 * The shell's data, awaited so the server's HTML is complete: the UI texts of the page's language
 * (spec §8: a failure leaves English) and the weather (a failure shows 'Weather unavailable').
 */
async function loadShellData(
  queryClient: RouterContext['queryClient'],
  ports: RouterContext['ports'],
  locale: Locale,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(translationsQuery(ports.translations, locale)),
    queryClient.prefetchQuery(weatherQuery(ports.weather)),
  ])
}

function RootDocument() {
  const locale = useLocale()
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteShell>
          <Outlet />
        </SiteShell>
        <Scripts />
      </body>
    </html>
  )
}
