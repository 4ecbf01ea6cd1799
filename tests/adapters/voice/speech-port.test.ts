import { describe, expect, it } from 'vitest'
import {
  averageLevel,
  createBrowserAudioRecorder,
  type RecorderHost,
} from '@/adapters/browser/browser-audio-recorder.adapter'
import { isChromeUserAgent } from '@/adapters/browser/browser-speech-port'
import type { SpeechFailure } from '@domain/voice/voice-errors'

const UA = {
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
}

describe('recognising Chrome for the engine choice', () => {
  it.each([
    ['Chrome desktop', UA.chromeDesktop, true],
    ['Chrome on Android', UA.chromeAndroid, true],
    ['headless Chromium', UA.headless, true],
    ['Edge', UA.edge, false],
    ['Firefox', UA.firefox, false],
    ['Safari', UA.safari, false],
  ])('%s', (_name, userAgent, isChrome) => {
    expect(isChromeUserAgent(userAgent)).toBe(isChrome)
  })
})

describe('the audio recorder', () => {
  it('measures the level as the mean of the byte spectrum', () => {
    expect(averageLevel(new Uint8Array([0, 0, 0, 0]))).toBe(0)
    expect(averageLevel(new Uint8Array([255, 255]))).toBe(255)
    expect(averageLevel(new Uint8Array([10, 40]))).toBe(25)
  })

  it('needs getUserMedia, MediaRecorder and Web Audio', () => {
    const timers = { setInterval: () => 0, clearInterval: () => undefined }
    expect(createBrowserAudioRecorder(timers).isAvailable()).toBe(false)
  })

  it('reports microphone when the microphone is refused, and has no recording', async () => {
    const host: RecorderHost = {
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      setInterval: () => 0,
      clearInterval: () => undefined,
    }
    const errors: SpeechFailure[] = []
    const recorder = createBrowserAudioRecorder(host)
    recorder.start({ onLevel: () => undefined, onError: (failure) => errors.push(failure) })
    await expect(recorder.recording()).resolves.toBeNull()
    expect(errors).toEqual([{ code: 'microphone' }])
  })
})
