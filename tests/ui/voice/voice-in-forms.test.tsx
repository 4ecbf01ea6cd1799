// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionView } from '@/ui/session/session-context'
import { PLAN_DEFINITIONS } from '@domain/plans/plan-features'
import { ReviewsPanel } from '@/ui/components/owner/reviews-panel'
import { aReview } from '../../support/builders'
import { fakeOwnerTools } from '../../support/fake-owner-tools'
import { fakePorts } from '../../support/fakes'
import { renderComponent } from '../../support/render-component'
import { fakeSpeech } from '../../support/fake-speech'
import { renderRoute } from '../../support/render-route'
import { speak } from '../../support/speak'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SIGNED_IN: SessionView = {
  status: 'signedIn',
  user: { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' },
  token: 'session-token',
}

/** The microphone and its language button beside a form's text field, then a recording through the fake port. */
async function dictate(container: HTMLElement, speech: ReturnType<typeof fakeSpeech>) {
  const microphone = await waitFor(() => within(container).getByRole('button', { name: 'Voice input' }))
  expect(within(container).getByRole('button', { name: 'Voice language: English (US)' })).toBeTruthy()
  await speak(microphone, speech)
}

// Spec §1: voice input is in text fields, with the same microphone, menu and languages as the search boxes.
describe('voice input in form text fields', () => {
  it('appends what was said to the review text', async () => {
    const speech = fakeSpeech()
    await renderRoute('/meze-taverna', { ports: fakePorts({ speech }), session: SIGNED_IN })
    const form = screen.getByRole('form', { name: 'Write a review' })
    await dictate(form, speech)
    await waitFor(() =>
      expect((within(form).getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(
        'seafood in Limassol',
      ),
    )
  })

  it('appends what was said to the contact message', async () => {
    const speech = fakeSpeech()
    await renderRoute('/contact', { ports: fakePorts({ speech }) })
    const message = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement
    const field = message.closest('.form-field') as HTMLElement
    await dictate(field, speech)
    await waitFor(() => expect(message.value).toBe('seafood in Limassol'))
  })

  it("appends what was said to the owner's reply to a review", async () => {
    const speech = fakeSpeech()
    const standard = PLAN_DEFINITIONS.find((p) => p.slug === 'standard')!.features
    const ownerTools = fakeOwnerTools({ features: standard, reviews: [aReview({ id: 7 })] })
    await renderComponent(<ReviewsPanel businessId={1} />, { ports: fakePorts({ speech, ownerTools }) })
    const reply = (await screen.findByLabelText('Your reply to Nikos')) as HTMLTextAreaElement
    await dictate(reply.closest('form') as HTMLElement, speech)
    await waitFor(() => expect(reply.value).toBe('seafood in Limassol'))
  })

  it("appends what was said to a new business's description", async () => {
    const speech = fakeSpeech()
    await renderRoute('/add-business', { ports: fakePorts({ speech }) })
    const description = (await screen.findByLabelText('Description in English')) as HTMLTextAreaElement
    await dictate(description.closest('.form-field') as HTMLElement, speech)
    await waitFor(() => expect(description.value).toBe('seafood in Limassol'))
  })
})
