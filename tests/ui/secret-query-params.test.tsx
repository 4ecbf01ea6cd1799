// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AnalyticsPort, PagePort } from '@/ports'
import { fakeAccounts, fakeAnalytics, fakePage, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))

/** The page and analytics fakes, recording in one list the order in which the address and the views changed. */
function recordingPortsInOrder() {
  const order: string[] = []
  const analytics = fakeAnalytics()
  const page = fakePage()
  const orderedAnalytics: AnalyticsPort = {
    ...analytics,
    pageView: (view) => {
      order.push(`view ${view.path}?${view.query}`)
      analytics.pageView(view)
    },
  }
  const orderedPage: PagePort = {
    ...page,
    replaceAddress: (address) => {
      order.push(`address ${address}`)
      page.replaceAddress(address)
    },
  }
  return { order, analytics, page, ports: { analytics: orderedAnalytics, page: orderedPage } }
}

describe('tokens from mailed links', () => {
  it('leave the address bar and the page view, and the reset still uses the token', async () => {
    const accounts = fakeAccounts()
    const recorded = recordingPortsInOrder()
    const { user } = await renderRoute('/reset-password?token=reset-password-token-7&lang=el', {
      ports: fakePorts({ accounts, ...recorded.ports }),
    })
    await waitFor(() => expect(recorded.analytics.views).toHaveLength(1))
    expect(recorded.page.addresses).toEqual(['/reset-password?lang=el'])
    // Out of the address bar before the view is reported, so a tag manager reading the URL never sees it.
    expect(recorded.order).toEqual(['address /reset-password?lang=el', 'view /reset-password?lang=el'])
    expect(JSON.stringify(recorded.analytics.views)).not.toContain('reset-password-token')

    await user.type(main().getByLabelText('New password'), 'a long new passphrase')
    await user.type(main().getByLabelText('Repeat the new password'), 'a long new passphrase')
    await user.click(main().getByRole('button', { name: 'Set new password' }))
    await waitFor(() => expect(accounts.accounts[0]?.password).toBe('a long new passphrase'))
  })

  it('are never reported for the verification and unsubscribe links', async () => {
    for (const path of [
      '/verify-email?token=verify-email-token-7&email=eleni%40example.cy',
      '/unsubscribe?token=abc.def',
    ]) {
      const analytics = fakeAnalytics()
      const page = fakePage()
      await renderRoute(path, { ports: fakePorts({ analytics, page, accounts: fakeAccounts() }) })
      await waitFor(() => expect(analytics.views).toHaveLength(1))
      expect(analytics.views[0]?.query).toBe('')
      expect([...new Set(page.addresses)]).toEqual([path.split('?')[0]])
      cleanup()
    }
  })

  it('leave other pages and their queries alone', async () => {
    const analytics = fakeAnalytics()
    const page = fakePage()
    await renderRoute('/businesses?token=not-a-secret-here', { ports: fakePorts({ analytics, page }) })
    await waitFor(() => expect(analytics.views).toHaveLength(1))
    expect(analytics.views[0]).toEqual({ path: '/businesses', query: 'token=not-a-secret-here' })
    expect(page.addresses).toEqual([])
  })
})
