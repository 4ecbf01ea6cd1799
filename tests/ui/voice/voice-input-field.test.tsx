// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MIN_RECORDING_MS, PRESS_AND_HOLD_MS } from '@domain/voice/voice-constants'
import { NO_SPEECH_ENVIRONMENT } from '@domain/voice/voice-engine'
import { fakePorts } from '../../support/fakes'
import { fakeSpeech, type FakeSpeechOptions } from '../../support/fake-speech'
import { renderRoute } from '../../support/render-route'
import { speak } from '../../support/speak'

afterEach(() => {
  // Unmounted, a field whose machine is still loading drops it (nothing renders after the test's document is gone).
  cleanup()
  vi.useRealTimers()
})

async function listing(
  options: FakeSpeechOptions = {},
  path = '/businesses?q=fish',
  locale: 'en' | 'el' | 'ru' = 'en',
) {
  const speech = fakeSpeech(options)
  const view = await renderRoute(path, { ports: fakePorts({ speech }), locale })
  const form = screen.getByRole('search', { name: /filter and sort|φιλτράρισμα|фильтры/i })
  return { ...view, speech, form }
}

function microphoneIn(container: HTMLElement) {
  return within(container).getByRole('button', { name: 'Voice input' })
}

/** The field's polite live region (the location control has one too). */
function voiceStatus(form: HTMLElement) {
  const region = within(form)
    .getAllByRole('status')
    .find((element) => element.closest('.voice-field'))
  if (!region) throw new Error('no voice status')
  return region
}

describe('the voice input field in the listing search box', () => {
  it('records, announces it, and appends the transcript to the query', async () => {
    const { speech, form } = await listing()
    const microphone = await waitFor(() => microphoneIn(form))
    expect(microphone.getAttribute('aria-pressed')).toBe('false')

    vi.useFakeTimers()
    fireEvent.click(microphone)
    expect(microphone.getAttribute('aria-pressed')).toBe('true')
    expect(voiceStatus(form).textContent).toContain('Listening… speak now')
    expect(speech.requests).toEqual([{ engine: 'browser', language: 'en-US' }])
    act(() => speech.current?.onSpeech())
    act(() => vi.advanceTimersByTime(MIN_RECORDING_MS))
    fireEvent.click(microphone)
    vi.useRealTimers()

    const query = within(form).getByRole('combobox', { name: 'Search businesses' })
    await waitFor(() => expect((query as HTMLInputElement).value).toBe('fish seafood in Limassol'))
    expect(microphone.getAttribute('aria-pressed')).toBe('false')
    expect(voiceStatus(form).textContent).toContain('Voice text added')
  })

  it('opens the voice-language menu on right click and chooses with the keyboard', async () => {
    const { speech, form, user } = await listing()
    const microphone = await waitFor(() => microphoneIn(form))
    fireEvent.contextMenu(microphone)

    const menu = within(form).getByRole('menu', { name: 'Voice language' })
    const items = within(menu).getAllByRole('menuitemradio')
    expect(items.map((item) => item.textContent)).toEqual([
      'English (US)',
      'Greek',
      'Russian',
      'Turkish',
      'Arabic (Saudi Arabia)',
      'Romanian',
      'Bulgarian',
      'Persian (Iran)',
    ])
    expect(items[0]?.getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(items[0])
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(items[1])
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(document.activeElement).toBe(items[7])
    await user.keyboard('{Home}{ArrowDown}{Enter}')

    expect(within(form).queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(microphone)
    expect(within(form).getByRole('button', { name: 'Voice language: Greek' })).toBeTruthy()
    fireEvent.click(microphone)
    expect(speech.requests).toEqual([{ engine: 'browser', language: 'el-GR' }])
  })

  it('opens the menu after a 500 ms press-and-hold, without starting a recording', async () => {
    const { speech, form } = await listing()
    const microphone = await waitFor(() => microphoneIn(form))
    vi.useFakeTimers()
    fireEvent.pointerDown(microphone, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(PRESS_AND_HOLD_MS - 1))
    expect(within(form).queryByRole('menu')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(form).getByRole('menu')).toBeTruthy()
    fireEvent.pointerUp(microphone, { pointerType: 'touch' })
    fireEvent.click(microphone)
    expect(speech.requests).toEqual([])
  })

  it('records on a short tap', async () => {
    const { speech, form } = await listing()
    const microphone = await waitFor(() => microphoneIn(form))
    vi.useFakeTimers()
    fireEvent.pointerDown(microphone, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(PRESS_AND_HOLD_MS / 2))
    fireEvent.pointerUp(microphone, { pointerType: 'touch' })
    fireEvent.click(microphone)
    act(() => vi.advanceTimersByTime(PRESS_AND_HOLD_MS))
    expect(within(form).queryByRole('menu')).toBeNull()
    expect(speech.requests).toHaveLength(1)
  })

  it('opens the menu with Shift+F10 and with the language button; Escape returns focus to the opener', async () => {
    const { form, user } = await listing()
    const microphone = await waitFor(() => microphoneIn(form))
    microphone.focus()
    await user.keyboard('{Shift>}{F10}{/Shift}')
    expect(within(form).getByRole('menu')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(within(form).queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(microphone)

    const languageButton = within(form).getByRole('button', { name: 'Voice language: English (US)' })
    expect(languageButton.getAttribute('aria-haspopup')).toBe('menu')
    await user.click(languageButton)
    expect(languageButton.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(within(form).getByRole('menuitemradio', { name: 'Persian (Iran)' }))
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(languageButton)
  })

  it.each([
    [{ code: 'not-allowed' }, 'Microphone access denied. Please allow microphone access.'],
    [{ code: 'no-speech' }, 'No speech was detected. Please try again.'],
    [{ code: 'audio-capture' }, 'Audio capture failed. Please check your microphone.'],
    [{ code: 'network' }, 'Network error occurred. Please check your connection.'],
    [{ code: 'service-not-allowed' }, 'Speech recognition service not allowed.'],
    [{ code: 'microphone' }, 'Failed to access microphone. Please check permissions.'],
    [{ code: 'other', detail: 'bad-grammar' }, 'Speech recognition error: bad-grammar'],
  ] as const)('shows the message for %o as an alert', async (failure, text) => {
    const { form } = await listing({ listenFailure: failure })
    fireEvent.click(await waitFor(() => microphoneIn(form)))
    expect((await within(form).findByRole('alert')).textContent).toContain(text)
  })

  it('shows a failed transcription, and dismisses it', async () => {
    const { form, speech, user } = await listing({ outcome: { code: 'transcription-failed' } })
    await speak(await waitFor(() => microphoneIn(form)), speech)
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Transcription failed. Please try again.',
    )
    await user.click(within(form).getByRole('button', { name: 'Dismiss' }))
    expect(within(form).queryByRole('alert')).toBeNull()
  })

  it('speaks Greek', async () => {
    const greek = await listing({ listenFailure: { code: 'not-allowed' } }, '/businesses', 'el')
    fireEvent.click(
      await waitFor(() => within(greek.form).getByRole('button', { name: 'Φωνητική εισαγωγή' })),
    )
    expect((await within(greek.form).findByRole('alert')).textContent).toContain(
      'Δεν επιτράπηκε η πρόσβαση στο μικρόφωνο. Επιτρέψτε την πρόσβαση στο μικρόφωνο.',
    )
  })

  it('speaks Russian', async () => {
    const russian = await listing({}, '/businesses', 'ru')
    const microphone = await waitFor(() =>
      within(russian.form).getByRole('button', { name: 'Голосовой ввод' }),
    )
    fireEvent.contextMenu(microphone)
    expect(within(russian.form).getByRole('menu', { name: 'Язык речи' })).toBeTruthy()
    expect(
      within(russian.form).getByRole('menuitemradio', { name: 'Русский' }).getAttribute('aria-checked'),
    ).toBe('true')
  })

  it('offers no microphone when the browser has no engine', async () => {
    const speech = fakeSpeech({ environment: NO_SPEECH_ENVIRONMENT })
    const environment = vi.spyOn(speech, 'environment')
    await renderRoute('/businesses?q=fish', { ports: fakePorts({ speech }) })
    const form = screen.getByRole('search', { name: /filter and sort/i })
    // The field's machine has loaded and read the browser's facts.
    await waitFor(() => expect(environment).toHaveBeenCalled())
    await act(async () => undefined)
    expect(within(form).queryByRole('button', { name: 'Voice input' })).toBeNull()
    expect(within(form).getByRole('combobox', { name: 'Search businesses' })).toBeTruthy()
  })

  it('says speech recognition is not supported when the server falls back and the browser has no engine', async () => {
    const firefox = { isChrome: false, viewportWidth: 1280, hasBrowserRecognition: false, hasRecorder: true }
    const { form, speech } = await listing({
      environment: firefox,
      isServerAvailable: true,
      outcome: { kind: 'fallback' },
    })
    const microphone = await waitFor(() => microphoneIn(form))
    await waitFor(() => expect((microphone as HTMLButtonElement).disabled).toBe(false))
    await speak(microphone, speech)
    expect(speech.transcribed).toEqual([{ engine: 'server', language: 'en-US' }])
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Speech recognition is not supported',
    )
    expect((microphone as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('the voice input field on the home page', () => {
  it('searches for what was said', async () => {
    const speech = fakeSpeech({ outcome: { kind: 'transcript', text: 'hotels in Paphos' } })
    const { router } = await renderRoute('/', { ports: fakePorts({ speech }) })
    const form = screen.getAllByRole('search').find((f) => within(f).queryByRole('combobox'))
    if (!form) throw new Error('no home search box')
    await speak(await waitFor(() => microphoneIn(form)), speech)
    await waitFor(() =>
      expect((within(form).getByRole('combobox') as HTMLInputElement).value).toBe('hotels in Paphos'),
    )
    fireEvent.submit(form)
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'hotels in Paphos' }))
  })
})
