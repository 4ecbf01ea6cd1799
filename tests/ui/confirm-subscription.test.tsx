// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FAKE_CONFIRM_TOKEN, fakeNewsletter, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const main = () => within(screen.getByRole('main'))

describe('the newsletter confirmation page', () => {
  it('confirms the token from the mailed link once and says the address is subscribed', async () => {
    const confirmed: string[] = []
    const newsletter = fakeNewsletter()
    const counting = {
      ...newsletter,
      confirm: async (token: string) => {
        confirmed.push(token)
        await newsletter.confirm(token)
      },
    }
    await renderRoute(`/confirm-subscription?token=${FAKE_CONFIRM_TOKEN}`, {
      ports: fakePorts({ newsletter: counting }),
    })
    expect(
      await main().findByText('You are subscribed to the Cyprus Portal newsletter. Thank you!'),
    ).toBeTruthy()
    expect(confirmed).toEqual([FAKE_CONFIRM_TOKEN])
  })

  it("says so in the reader's language", async () => {
    for (const [locale, text] of [
      ['el', 'Εγγραφήκατε στο ενημερωτικό δελτίο του Cyprus Portal. Σας ευχαριστούμε!'],
      ['ru', 'Вы подписались на рассылку Cyprus Portal. Спасибо!'],
    ] as const) {
      await renderRoute(`/confirm-subscription?token=${FAKE_CONFIRM_TOKEN}`, { ports: fakePorts(), locale })
      expect(await main().findByText(text)).toBeTruthy()
      cleanup()
    }
  })

  it('says a spent or expired link is not valid any more and how to get a new one', async () => {
    await renderRoute('/confirm-subscription?token=an-old-token-from-a-spent-mail', { ports: fakePorts() })
    expect((await main().findByRole('alert')).textContent).toBe(
      'This confirmation link is not valid any more. Please subscribe again in the footer to get a new one.',
    )
  })

  it('explains what to do without a token', async () => {
    await renderRoute('/confirm-subscription', { ports: fakePorts() })
    expect(
      main().getByText('Open the link from our confirmation email to confirm your subscription.'),
    ).toBeTruthy()
  })
})
