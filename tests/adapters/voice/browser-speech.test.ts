import { describe, expect, it } from 'vitest'
import {
  createBrowserSpeech,
  type Recognition,
  type RecognitionResultEvent,
} from '@/adapters/browser/browser-speech.adapter'
import type { SpeechFailure } from '@domain/voice/voice-errors'
import type { ListenHandlers } from '@domain/voice/speech'

/** A SpeechRecognition built for the test: it records what the adapter does and lets the test play the browser. */
class FakeRecognition implements Recognition {
  static last: FakeRecognition | null = null
  lang = ''
  continuous = false
  interimResults = false
  maxAlternatives = 0
  onresult: ((event: RecognitionResultEvent) => void) | null = null
  onerror: ((event: { error: string }) => void) | null = null
  onend: (() => void) | null = null
  onspeechstart: (() => void) | null = null
  calls: string[] = []

  constructor() {
    FakeRecognition.last = this
  }
  start() {
    this.calls.push('start')
  }
  stop() {
    this.calls.push('stop')
  }
  abort() {
    this.calls.push('abort')
  }
  hear(transcript: string, isFinal: boolean) {
    const result = Object.assign([{ transcript }], { isFinal })
    this.onresult?.({ resultIndex: 0, results: [result] })
  }
}

function recordingHandlers() {
  const seen = { speech: 0, ended: 0, errors: [] as SpeechFailure[], levels: [] as number[] }
  const handlers: ListenHandlers = {
    onLevel: (level) => seen.levels.push(level),
    onSpeech: () => (seen.speech += 1),
    onError: (failure) => seen.errors.push(failure),
    onEnd: () => (seen.ended += 1),
  }
  return { seen, handlers }
}

function listening() {
  const speech = createBrowserSpeech({ webkitSpeechRecognition: FakeRecognition })
  const { seen, handlers } = recordingHandlers()
  const cleanup = speech.listen('el-GR', handlers)
  const recognition = FakeRecognition.last
  if (!recognition) throw new Error('no recognition was created')
  return { speech, seen, cleanup, recognition }
}

describe('the browser speech adapter', () => {
  it('is available with SpeechRecognition or its webkit prefix, and not without', () => {
    expect(createBrowserSpeech({ SpeechRecognition: FakeRecognition }).isAvailable()).toBe(true)
    expect(createBrowserSpeech({ webkitSpeechRecognition: FakeRecognition }).isAvailable()).toBe(true)
    expect(createBrowserSpeech({}).isAvailable()).toBe(false)
  })

  it('starts continuous recognition with interim results in the chosen language', () => {
    const { recognition } = listening()
    expect(recognition).toMatchObject({ lang: 'el-GR', continuous: true, interimResults: true })
    expect(recognition.calls).toEqual(['start'])
  })

  it('reports heard speech, and resolves with the final phrases after the stop', async () => {
    const { speech, seen, cleanup, recognition } = listening()
    recognition.onspeechstart?.()
    recognition.hear('ταβέρνα', false)
    recognition.hear('ταβέρνα στη Λεμεσό', true)
    expect(seen.speech).toBe(3)
    cleanup()
    expect(recognition.calls).toEqual(['start', 'stop'])
    recognition.hear('κοντά στη θάλασσα', true) // the last phrase arrives after the stop
    recognition.onend?.()
    await expect(speech.result()).resolves.toBe('ταβέρνα στη Λεμεσό κοντά στη θάλασσα')
    expect(seen.ended).toBe(0)
  })

  it('reports an end the browser decided by itself', () => {
    const { seen, recognition } = listening()
    recognition.onend?.()
    expect(seen.ended).toBe(1)
  })

  it.each([
    ['no-speech', { code: 'no-speech' }],
    ['audio-capture', { code: 'audio-capture' }],
    ['not-allowed', { code: 'not-allowed' }],
    ['network', { code: 'network' }],
    ['service-not-allowed', { code: 'service-not-allowed' }],
    ['language-not-supported', { code: 'other', detail: 'language-not-supported' }],
  ])('maps the browser error %s', (error, failure) => {
    const { seen, recognition } = listening()
    recognition.onerror?.({ error })
    expect(seen.errors).toEqual([failure])
  })

  it('rejects the result with the browser code when the error comes after the stop', async () => {
    const { speech, seen, cleanup, recognition } = listening()
    cleanup()
    recognition.onerror?.({ error: 'no-speech' })
    recognition.onend?.()
    await expect(speech.result()).rejects.toMatchObject({ code: 'no-speech' })
    expect(seen.errors).toEqual([])
  })

  it('aborts on discard without reporting the abort', () => {
    const { speech, seen, recognition } = listening()
    speech.discard()
    recognition.onerror?.({ error: 'aborted' })
    expect(recognition.calls).toContain('abort')
    expect(seen.errors).toEqual([])
  })

  it('reports unsupported when there is no recognition at all', async () => {
    const speech = createBrowserSpeech({})
    const { seen, handlers } = recordingHandlers()
    speech.listen('en-US', handlers)
    await Promise.resolve()
    expect(seen.errors).toEqual([{ code: 'unsupported' }])
  })
})
