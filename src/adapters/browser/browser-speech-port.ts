import { SpeechError } from '@domain/voice/voice-errors'
import type { SpeechPort } from '@/ports'
import type { ApiSpeech } from '../api/api-speech.adapter'
import type { AudioRecorder } from './browser-audio-recorder.adapter'
import type { BrowserSpeech } from './browser-speech.adapter'

export interface SpeechPortParts {
  readonly browser: BrowserSpeech
  readonly recorder: AudioRecorder
  readonly server: ApiSpeech
  readonly userAgent: () => string
  readonly viewportWidth: () => number
}

/** The speech port over both engines: the browser's recognition, or a recording sent to the server. */
export function createSpeechPort({
  browser,
  recorder,
  server,
  userAgent,
  viewportWidth,
}: SpeechPortParts): SpeechPort {
  return {
    environment: () => ({
      isChrome: isChromeUserAgent(userAgent()),
      viewportWidth: viewportWidth(),
      hasBrowserRecognition: browser.isAvailable(),
      hasRecorder: recorder.isAvailable(),
    }),

    serverStatus: () => server.status(),

    listen({ engine, language }, handlers) {
      if (engine === 'browser') return browser.listen(language, handlers)
      return recorder.start({ onLevel: handlers.onLevel, onError: handlers.onError })
    },

    async transcribe({ engine, language }) {
      if (engine === 'browser') return { kind: 'transcript', text: await browser.result() }
      const audio = await recorder.recording()
      if (!audio) throw new SpeechError('microphone')
      return server.transcribe(audio, language)
    },

    discard() {
      browser.discard()
      recorder.discard()
    },
  }
}

/**
 * Google Chrome or Chromium (desktop, Android, and Chrome on iOS), for the engine choice of spec §4. Edge, Opera
 * and Samsung Internet carry "Chrome/" in their user agent too but are other browsers.
 */
export function isChromeUserAgent(userAgent: string): boolean {
  if (/\b(Edg|EdgA|EdgiOS|OPR|SamsungBrowser|YaBrowser)\//.test(userAgent)) return false
  return /\b(HeadlessChrome|Chrome|Chromium|CriOS)\//.test(userAgent)
}
