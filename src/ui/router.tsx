import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Locale } from '@domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { normalizeOrigin } from '@domain/seo/page-urls'
import { createAppI18n } from './i18n/create-i18n'
import { syncTranslationsIntoI18n } from './i18n/sync-translations'
import { translationsQueryLocale } from './queries/translations'
import { routeTree } from './routeTree.gen'

export type AppRouterOptions = {
  ports: Ports
  queryClient: QueryClient
  /** The language to render in: resolved from the request on the server, read from `<html lang>` in the browser. */
  locale: Locale
  /** The public origin for absolute URLs: PUBLIC_URL on the server, the page's origin in the browser. */
  publicOrigin: string
  /** Tests pass a memory history; the server and the browser let the router choose. */
  history?: RouterHistory
  /**
   * The page's Content Security Policy nonce: the server puts it on every script it renders (the entry, the
   * dehydrated state, the development preamble); the browser reads it back so its render matches.
   */
  cspNonce?: string
}

/** A new router per request on the server and one per page load in the browser. */
export function createAppRouter({
  ports,
  queryClient,
  locale,
  publicOrigin,
  history,
  cspNonce,
}: AppRouterOptions) {
  const i18n = createAppI18n(locale)
  syncTranslationsIntoI18n(queryClient, i18n)
  let isHydrationRender = true
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, ports, i18n, publicOrigin: normalizeOrigin(publicOrigin) },
    // Spec §2: new navigations start at the top; back/forward restore the earlier position. The server's
    // inline script has already placed the first page, so the browser skips it at hydration: redoing it
    // would throw away any scrolling the visitor did while the scripts loaded.
    scrollRestoration: () => {
      if (typeof document === 'undefined' || !isHydrationRender) return true
      isHydrationRender = false
      return false
    },
    ...(cspNonce ? { ssr: { nonce: cspNonce } } : {}),
    defaultPreload: 'intent',
    // Query data has its own freshness (spec §7), so the router always asks the query cache.
    defaultPreloadStaleTime: 0,
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    ),
  })
  setupRouterSsrQueryIntegration({
    router,
    queryClient,
    // The page's text table is not part of the HTML: the browser fetches it on its own (a cached answer the page
    // preloads) and puts it in the query cache before hydrating. Every other query goes with the page.
    dehydrateOptions: { shouldDehydrateQuery: (query) => translationsQueryLocale(query.queryKey) === null },
  })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
