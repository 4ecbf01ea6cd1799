// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConsentProvider, useConsent } from '@/ui/components/consent/consent-provider'
import { fakeConsentStore, fakePorts, fakeThirdPartyTags } from '../support/fakes'
import { renderComponent } from '../support/render-component'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const banner = () => screen.queryByRole('region', { name: 'Cookies and analytics' })

describe('the consent banner', () => {
  it('does not ask when no third-party tag is configured', async () => {
    const thirdPartyTags = fakeThirdPartyTags(false)
    await renderRoute('/', { ports: fakePorts({ thirdPartyTags }) })
    await screen.findByRole('region', { name: 'Newsletter' })
    expect(banner()).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).toBeNull()
    expect(thirdPartyTags.enabled).toBe(0)
  })

  it('asks a new visitor, loads nothing before the answer and loads the tags after Accept', async () => {
    const thirdPartyTags = fakeThirdPartyTags(true)
    const consent = fakeConsentStore()
    const { user } = await renderRoute('/', { ports: fakePorts({ thirdPartyTags, consent }) })
    const region = await screen.findByRole('region', { name: 'Cookies and analytics' })
    expect(thirdPartyTags.enabled).toBe(0)
    await user.click(within(region).getByRole('button', { name: 'Accept' }))
    expect(thirdPartyTags.enabled).toBe(1)
    expect(consent.stored).toBe('granted')
    expect(banner()).toBeNull()
  })

  it('remembers a rejection and loads nothing; Cookie settings asks again', async () => {
    const thirdPartyTags = fakeThirdPartyTags(true)
    const consent = fakeConsentStore()
    const { user } = await renderRoute('/', { ports: fakePorts({ thirdPartyTags, consent }) })
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    expect(consent.stored).toBe('denied')
    expect(thirdPartyTags.enabled).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }))
    expect(banner()).not.toBeNull()
  })

  it('loads the tags at once for a visitor who accepted before, without asking', async () => {
    const thirdPartyTags = fakeThirdPartyTags(true)
    await renderRoute('/', { ports: fakePorts({ thirdPartyTags, consent: fakeConsentStore('granted') }) })
    await screen.findByRole('button', { name: 'Cookie settings' })
    expect(thirdPartyTags.enabled).toBe(1)
    expect(banner()).toBeNull()
  })

  it('asks in Greek and Russian too', async () => {
    await renderRoute('/', { ports: fakePorts({ thirdPartyTags: fakeThirdPartyTags(true) }), locale: 'el' })
    expect(await screen.findByRole('button', { name: 'Αποδοχή' })).toBeTruthy()
    cleanup()
    await renderRoute('/', { ports: fakePorts({ thirdPartyTags: fakeThirdPartyTags(true) }), locale: 'ru' })
    expect(await screen.findByRole('button', { name: 'Отклонить' })).toBeTruthy()
  })
})

describe('the consent check after hydration', () => {
  it('is a transition: what the page shows stays on screen while a part that reads it suspends', async () => {
    const pending = new Promise<never>(() => undefined)
    function FooterPart() {
      // A part that needs more once tags are known to be configured, not loaded yet.
      if (useConsent().isConfigured) throw pending
      return <p>Portal footer</p>
    }
    await renderComponent(
      <ConsentProvider>
        <Suspense fallback={<p>Loading…</p>}>
          <FooterPart />
        </Suspense>
      </ConsentProvider>,
      { ports: fakePorts({ thirdPartyTags: fakeThirdPartyTags(true) }) },
    )
    expect(await screen.findByText('Portal footer')).toBeTruthy()
    await act(() => new Promise((settled) => setTimeout(settled, 0)))
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(screen.getByText('Portal footer')).toBeTruthy()
  })
})
