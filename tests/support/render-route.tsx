import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { Locale } from '@/domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { createAppRouter } from '@/ui/router'
import { SessionContext, type SessionView } from '@/ui/session/session-context'
import { fakePorts } from './fakes'

export type RenderRouteOptions = {
  ports?: Ports
  locale?: Locale
  /** Options for userEvent, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0]
  /** The session components see through `useSession()` (default: the app's own, 'restoring' until accounts). */
  session?: SessionView
}

/**
 * Renders the real route tree at `path` (memory history, a fresh QueryClient without retries, fake ports),
 * after the route's loaders have run, the way the server would have prepared it.
 */
export async function renderRoute(
  path: string,
  { ports = fakePorts(), locale = 'en', userOptions, session }: RenderRouteOptions = {},
) {
  // jsdom has no layout: the router's scroll restoration and the scroll-to-top button only need these to exist.
  window.scrollTo = vi.fn() as typeof window.scrollTo
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter({
    ports,
    queryClient,
    locale,
    publicOrigin: 'http://localhost:3000',
    history,
  })
  await router.load()
  // The root route renders the whole document (<html>), so React renders into the document itself.
  const app = <RouterProvider router={router} />
  const view = render(
    session ? <SessionContext.Provider value={session}>{app}</SessionContext.Provider> : app,
    { container: document },
  )
  return { ...view, router, queryClient, ports, user: userEvent.setup(userOptions) }
}
