import './testing-library'
import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, vi } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import type { Ports } from '@/ports'
import { createAppRouter } from '@/ui/router'
import type { SessionView } from '@/ui/session/session-context'
import { fakePorts, fakeSessionStore, sendBearerFrom } from './fakes'

export type RenderRouteOptions = {
  ports?: Ports
  locale?: Locale
  /** Options for userEvent, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0]
  /**
   * The session the app restores from storage (spec §4: after 500 ms), through a fake session store; default:
   * whatever `ports.sessionStore` holds.
   */
  session?: SessionView
}

/**
 * Renders the real route tree at `path` (memory history, a fresh QueryClient without retries, fake ports),
 * after the route's loaders have run, the way the server would have prepared it.
 */
export async function renderRoute(
  path: string,
  { ports: givenPorts = fakePorts(), locale = 'en', userOptions, session }: RenderRouteOptions = {},
) {
  const sessionStore = session && fakeSessionStore({ user: session.user, token: session.token })
  let isRestored = false
  // The fakes' bearer reads the test's store directly: reading it must not count as the app's restore.
  const ports = sessionStore
    ? sendBearerFrom(
        {
          ...givenPorts,
          sessionStore: {
            ...sessionStore,
            load: () => {
              isRestored = true
              return sessionStore.load()
            },
          },
        },
        sessionStore,
      )
    : givenPorts
  // jsdom has no layout: the router's scroll restoration and the scroll-to-top button only need these to exist.
  window.scrollTo = vi.fn() as typeof window.scrollTo
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const history = createMemoryHistory({ initialEntries: [path] })
  // In the browser the router follows history.replaceState (TanStack's history wraps it), so a page that takes a
  // token out of the address bar is rendered again at the clean address; the memory history does the same here.
  const routedPorts: Ports = {
    ...ports,
    page: {
      ...ports.page,
      replaceAddress: (address) => {
        ports.page.replaceAddress(address)
        history.replace(address)
      },
    },
  }
  const router = createAppRouter({
    ports: routedPorts,
    queryClient,
    locale,
    publicOrigin: 'http://localhost:3000',
    history,
  })
  await router.load()
  // The shell's session provider imports its actor after mounting. Loaded here first, that import resolves from the
  // module cache: a test that ends sooner would otherwise leave it loading after the environment is torn down.
  await import('@/ui/session/session-actor')
  // The root route renders the whole document (<html>), so React renders into the document itself.
  const view = render(<RouterProvider router={router} />, { container: document })
  if (sessionStore) {
    // The app reads the stored session after its restore delay; the test starts once the page shows it.
    await vi.waitFor(() => expect(isRestored).toBe(true), { timeout: 2000 })
    await act(async () => undefined)
  }
  return { ...view, router, queryClient, ports, user: userEvent.setup(userOptions) }
}
