import './testing-library'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { el } from '@content/messages/el'
import { en } from '@content/messages/en'
import { ru } from '@content/messages/ru'
import type { Locale } from '@domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { createAppI18n } from '@/ui/i18n/create-i18n'
import type { RouterContext } from '@/ui/router-context'
import { fakePorts } from './fakes'

/**
 * One component inside a bare router that gives it the app's context (fake ports, a fresh QueryClient without
 * retries, i18n): for components no route mounts yet, such as the Business Portal's panels.
 */
export async function renderComponent(
  element: ReactElement,
  { ports = fakePorts(), locale = 'en' }: { ports?: Ports; locale?: Locale } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const i18n = createAppI18n(locale, { en, el, ru })
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => element })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient, ports, i18n, publicOrigin: 'http://localhost:3000' },
  })
  await router.load()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* A bare router, not the app's registered one: its type differs only in the route tree. */}
        <RouterProvider router={router as never} />
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return { ...view, queryClient, ports, user: userEvent.setup() }
}
