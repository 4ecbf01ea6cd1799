import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  MAX_RECORDING_MS,
  MIN_RECORDING_MS,
  SILENCE_MS,
  SPEECH_THRESHOLD,
} from '@domain/voice/voice-constants'
import { NO_SPEECH_ENVIRONMENT, type SpeechEnvironment } from '@domain/voice/voice-engine'
import { createVoiceInputMachine, type VoiceEmitted } from '@domain/voice/voice-input.machine'
import { DESKTOP_CHROME, fakeSpeech, type FakeSpeechOptions } from '../../support/fake-speech'

const FIREFOX: SpeechEnvironment = {
  isChrome: false,
  viewportWidth: 1280,
  hasBrowserRecognition: false,
  hasRecorder: true,
}

function startVoice(options: FakeSpeechOptions = {}) {
  const speech = fakeSpeech(options)
  const actor = createActor(createVoiceInputMachine(speech), {
    input: { environment: options.environment ?? DESKTOP_CHROME, language: 'en-US' },
  })
  const transcripts: string[] = []
  actor.on('voice.transcribed', (event: VoiceEmitted) => transcripts.push(event.text))
  actor.start()
  return { actor, speech, transcripts, state: () => actor.getSnapshot() }
}

/** Starts a recording and lets the minimum length pass with speech heard. */
function recordSpeech(voice: ReturnType<typeof startVoice>) {
  voice.actor.send({ type: 'voice.start' })
  voice.speech.current?.onLevel(SPEECH_THRESHOLD)
  vi.advanceTimersByTime(MIN_RECORDING_MS)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the voice input machine', () => {
  it('is unsupported when the browser offers no engine', () => {
    const { state } = startVoice({ environment: NO_SPEECH_ENVIRONMENT })
    expect(state().value).toBe('unsupported')
    expect(state().context.error).toBeNull()
  })

  it('becomes usable when the server turns out to be available to a browser that can record', () => {
    const { actor, state } = startVoice({ environment: FIREFOX })
    expect(state().value).toBe('unsupported')
    actor.send({ type: 'voice.serverStatus', isAvailable: true })
    expect(state().value).toBe('idle')
    expect(state().context.engine).toBe('server')
  })

  it('chooses again when the browser reports its facts after the server render', () => {
    const speech = fakeSpeech()
    const actor = createActor(createVoiceInputMachine(speech), {
      input: { environment: NO_SPEECH_ENVIRONMENT, language: 'ru-RU' },
    }).start()
    expect(actor.getSnapshot().value).toBe('unsupported')
    actor.send({ type: 'voice.environment', environment: DESKTOP_CHROME })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.engine).toBe('browser')
  })

  it('starts idle with the browser engine on desktop Chrome, in the language it was given', () => {
    const { state } = startVoice()
    expect(state().value).toBe('idle')
    expect(state().context).toMatchObject({ engine: 'browser', language: 'en-US', isSpeechDetected: false })
  })

  it('listens with the chosen engine and language, without speech detected yet', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.language', language: 'el-GR' })
    voice.actor.send({ type: 'voice.start' })
    expect(voice.state().matches({ recording: 'waiting' })).toBe(true)
    expect(voice.state().context.isSpeechDetected).toBe(false)
    expect(voice.speech.requests).toEqual([{ engine: 'browser', language: 'el-GR' }])
  })

  it('counts a level of 25 as speech and 24 as silence', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    voice.speech.current?.onLevel(SPEECH_THRESHOLD - 1)
    expect(voice.state().context.isSpeechDetected).toBe(false)
    voice.speech.current?.onLevel(SPEECH_THRESHOLD)
    expect(voice.state().context.isSpeechDetected).toBe(true)
    expect(voice.state().matches({ recording: 'speaking' })).toBe(true)
  })

  it('stops 1500 ms after the last speech and appends the transcript', async () => {
    const voice = startVoice()
    recordSpeech(voice) // speech heard at 0 ms, now at 800 ms
    vi.advanceTimersByTime(SILENCE_MS - MIN_RECORDING_MS - 1)
    voice.speech.current?.onLevel(200) // speech again: the countdown starts over
    vi.advanceTimersByTime(SILENCE_MS - 1)
    expect(voice.state().matches('recording')).toBe(true)
    voice.speech.current?.onLevel(3) // silence does not restart it
    vi.advanceTimersByTime(1)
    expect(voice.speech.stops).toBe(1)
    const done = await waitFor(voice.actor, (s) => s.matches('idle'))
    expect(done.context).toMatchObject({ error: null, hasTranscribed: true })
    expect(voice.transcripts).toEqual(['seafood in Limassol'])
    expect(voice.speech.transcribed).toEqual([{ engine: 'browser', language: 'en-US' }])
  })

  it('treats the browser hearing words as speech', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    voice.speech.current?.onSpeech()
    expect(voice.state().context.isSpeechDetected).toBe(true)
    vi.advanceTimersByTime(SILENCE_MS)
    expect(voice.state().matches('processing')).toBe(true)
  })

  it('waits without a silence limit until speech is heard', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    vi.advanceTimersByTime(SILENCE_MS * 4)
    expect(voice.state().matches({ recording: 'waiting' })).toBe(true)
  })

  it('stops at 30 s even while speech goes on', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    for (let elapsed = 0; elapsed < MAX_RECORDING_MS - 1000; elapsed += 1000) {
      voice.speech.current?.onLevel(100)
      vi.advanceTimersByTime(1000)
    }
    voice.speech.current?.onLevel(100)
    vi.advanceTimersByTime(999)
    expect(voice.state().matches('recording')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(voice.state().matches('processing')).toBe(true)
  })

  it('stops when the user presses again, and when the browser engine ends by itself', () => {
    const first = startVoice()
    recordSpeech(first)
    first.actor.send({ type: 'voice.stop' })
    expect(first.state().matches('processing')).toBe(true)

    const second = startVoice()
    recordSpeech(second)
    second.speech.current?.onEnd()
    expect(second.state().matches('processing')).toBe(true)
  })

  it('does not transcribe a recording shorter than 800 ms: no-speech, and the capture is discarded', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    voice.speech.current?.onLevel(120)
    vi.advanceTimersByTime(MIN_RECORDING_MS - 1)
    voice.actor.send({ type: 'voice.stop' })
    expect(voice.state().value).toBe('error')
    expect(voice.state().context.error).toBe('no-speech')
    expect(voice.speech.discards).toBe(1)
    expect(voice.speech.transcribed).toEqual([])
  })

  it('does not transcribe a recording in which no speech was heard', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    vi.advanceTimersByTime(MIN_RECORDING_MS + 500)
    voice.actor.send({ type: 'voice.stop' })
    expect(voice.state().context.error).toBe('no-speech')
    expect(voice.speech.transcribed).toEqual([])
  })

  it('reports not-allowed when the microphone is refused', async () => {
    const voice = startVoice({ listenFailure: { code: 'not-allowed' } })
    voice.actor.send({ type: 'voice.start' })
    const snap = await waitFor(voice.actor, (s) => s.matches('error'))
    expect(snap.context.error).toBe('not-allowed')
    expect(voice.speech.stops).toBe(1)
  })

  it('keeps the browser code of an unnamed failure as its detail', async () => {
    const voice = startVoice({ listenFailure: { code: 'other', detail: 'language-not-supported' } })
    voice.actor.send({ type: 'voice.start' })
    const snap = await waitFor(voice.actor, (s) => s.matches('error'))
    expect(snap.context).toMatchObject({ error: 'other', errorDetail: 'language-not-supported' })
  })

  it('stores the code of a failed transcription and recovers on the next press', async () => {
    const voice = startVoice({ outcome: { code: 'transcription-failed' } })
    recordSpeech(voice)
    voice.actor.send({ type: 'voice.stop' })
    const snap = await waitFor(voice.actor, (s) => s.matches('error'))
    expect(snap.context.error).toBe('transcription-failed')
    voice.actor.send({ type: 'voice.start' })
    expect(voice.state().matches('recording')).toBe(true)
    expect(voice.state().context.error).toBeNull()
  })

  it('reports no-speech when the transcript is blank', async () => {
    const voice = startVoice({ outcome: { kind: 'transcript', text: '   ' } })
    recordSpeech(voice)
    voice.actor.send({ type: 'voice.stop' })
    const snap = await waitFor(voice.actor, (s) => s.matches('error'))
    expect(snap.context.error).toBe('no-speech')
    expect(voice.transcripts).toEqual([])
  })

  it('returns to idle when the message is dismissed', () => {
    const voice = startVoice()
    voice.actor.send({ type: 'voice.start' })
    voice.actor.send({ type: 'voice.stop' })
    voice.actor.send({ type: 'voice.dismiss' })
    expect(voice.state().value).toBe('idle')
    expect(voice.state().context.error).toBeNull()
  })

  it('switches to the browser engine after a server fallback report', async () => {
    const mobileChrome = { ...DESKTOP_CHROME, viewportWidth: 390 }
    const voice = startVoice({ environment: mobileChrome, outcome: { kind: 'fallback' } })
    voice.actor.send({ type: 'voice.serverStatus', isAvailable: true })
    expect(voice.state().context.engine).toBe('server')
    recordSpeech(voice)
    voice.actor.send({ type: 'voice.stop' })
    const snap = await waitFor(voice.actor, (s) => s.matches('error'))
    expect(snap.context).toMatchObject({
      error: 'transcription-failed',
      engine: 'browser',
      isServerAvailable: false,
    })
    voice.actor.send({ type: 'voice.start' })
    expect(voice.speech.requests.at(-1)).toEqual({ engine: 'browser', language: 'en-US' })
  })

  it('becomes unsupported after a fallback when the browser has no speech API of its own', async () => {
    const voice = startVoice({ environment: FIREFOX, outcome: { kind: 'fallback' } })
    voice.actor.send({ type: 'voice.serverStatus', isAvailable: true })
    recordSpeech(voice)
    voice.actor.send({ type: 'voice.stop' })
    const snap = await waitFor(voice.actor, (s) => s.matches('unsupported'))
    expect(snap.context.error).toBe('unsupported')
  })

  it('ignores a second start while recording and a stop while processing', () => {
    const voice = startVoice()
    recordSpeech(voice)
    voice.actor.send({ type: 'voice.start' })
    expect(voice.speech.requests).toHaveLength(1)
    voice.actor.send({ type: 'voice.stop' })
    expect(voice.state().can({ type: 'voice.stop' })).toBe(false)
    expect(voice.state().can({ type: 'voice.start' })).toBe(false)
  })
})
