// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MIN_RECORDING_MS } from '@domain/voice/voice-constants'
import type { SessionView } from '@/ui/session/session-context'
import { fakePorts } from '../../support/fakes'
import { fakeSpeech } from '../../support/fake-speech'
import { renderRoute } from '../../support/render-route'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const SIGNED_IN: SessionView = {
  status: 'signedIn',
  user: { id: '7', name: 'Eleni', email: 'eleni@example.cy', avatar: null, role: 'user' },
  token: 'session-token',
}

/** Records through the fake port: start, speech heard, the minimum length, stop. */
async function dictate(container: HTMLElement, speech: ReturnType<typeof fakeSpeech>) {
  const microphone = await waitFor(() => within(container).getByRole('button', { name: 'Voice input' }))
  expect(within(container).getByRole('button', { name: 'Voice language: English (US)' })).toBeTruthy()
  vi.useFakeTimers()
  fireEvent.click(microphone)
  act(() => speech.current?.onSpeech())
  act(() => vi.advanceTimersByTime(MIN_RECORDING_MS))
  fireEvent.click(microphone)
  vi.useRealTimers()
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
})
