import { QueryClient, queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createInstance, type i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'

// The floor of bench:lighthouse and bench:blocking: the portal's framework set (React, TanStack Router rendered on
// the server, Query through the router's SSR integration, i18next with react-i18next) and nothing of the portal,
// one heading rendered on the server and hydrated. The portal's pages are measured as a ratio to it.
const TEXTS = { en: { translation: { heading: 'Cyprus business portal' } } }
const headingQuery = queryOptions({ queryKey: ['heading'], queryFn: async () => ({ key: 'heading' }) })

type FloorContext = { queryClient: QueryClient; i18n: I18n }

const rootRoute = createRootRouteWithContext<FloorContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: 'Floor' },
      { name: 'description', content: 'The framework floor of the portal’s first visit.' },
    ],
  }),
  component: FloorDocument,
})

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(headingQuery),
  component: FloorPage,
})

/** A new router per request on the server and one per page load in the browser, as the portal's. */
export function createFloorRouter() {
  const queryClient = new QueryClient()
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({ lng: 'en', resources: TEXTS, initAsync: false })
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute]),
    context: { queryClient, i18n },
    Wrap: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    ),
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

function FloorDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  )
}

function FloorPage() {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(headingQuery)
  return (
    <main>
      <h1>{t(data.key)}</h1>
    </main>
  )
}
