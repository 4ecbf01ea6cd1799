// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESTORE_DELAY_MS } from '@domain/session/session.machine'
import { startSessionActor } from '@/ui/session/session-actor'
import type { SessionView } from '@/ui/session/session-context'
import { useSession } from '@/ui/session/session-context'
import { SessionProvider } from '@/ui/session/session-provider'
import { fakeAccounts, fakePage, fakePorts, fakeSessionStore } from '../support/fakes'
import { renderComponent } from '../support/render-component'

// The session is restored just after the page hydrates. Every component that reads it re-renders then, so the
// restore must not re-render what did not change, and must not block the page while it does.

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('restoring the session', () => {
  it('reports nothing when the actor starts: components already show `restoring`', () => {
    vi.useFakeTimers()
    const views: SessionView[] = []
    const session = startSessionActor(
      {
        store: fakeSessionStore(),
        accounts: fakeAccounts([]),
        page: { alert: () => undefined, reload: () => undefined },
      },
      (view) => views.push(view),
    )
    expect(views).toEqual([])
    vi.advanceTimersByTime(RESTORE_DELAY_MS)
    expect(views).toEqual([{ status: 'signedOut', user: null, token: null }])
    session.stop()
  })

  it('is a transition: what the page shows stays on screen while a part that reads the session suspends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const pending = new Promise<never>(() => undefined)
    function Greeting() {
      const session = useSession()
      // A part that needs data for the restored session, not loaded yet.
      if (session.status !== 'restoring') throw pending
      return <p>Welcome to the portal</p>
    }
    await renderComponent(
      <SessionProvider>
        <Suspense fallback={<p>Loading…</p>}>
          <Greeting />
        </Suspense>
      </SessionProvider>,
      { ports: fakePorts({ sessionStore: fakeSessionStore(), page: fakePage() }) },
    )
    expect(await screen.findByText('Welcome to the portal')).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(RESTORE_DELAY_MS * 2))
    // An urgent update would have replaced the content with the fallback.
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.getByText('Welcome to the portal')).toBeTruthy()
  })
})
