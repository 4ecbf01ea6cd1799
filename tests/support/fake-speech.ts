import type { SpeechEnvironment } from '@domain/voice/voice-engine'
import { SpeechError, type SpeechFailure } from '@domain/voice/voice-errors'
import type { SpeechPort } from '@/ports'
import type { ListenHandlers, ListenRequest, TranscribeOutcome } from '@domain/voice/speech'

/** A desktop Chrome: the browser engine (spec §4). */
export const DESKTOP_CHROME: SpeechEnvironment = {
  isChrome: true,
  viewportWidth: 1280,
  hasBrowserRecognition: true,
  hasRecorder: true,
}

export type FakeSpeechOptions = {
  environment?: SpeechEnvironment
  isServerAvailable?: boolean
  /** What `transcribe` answers: a transcript, the fallback, or a failure to reject with. */
  outcome?: TranscribeOutcome | SpeechFailure
  /** A failure to report as soon as listening starts (permission refused, no microphone). */
  listenFailure?: SpeechFailure
}

/** The fake's record of what happened, and the handle to act as the microphone. */
export type FakeSpeech = SpeechPort & {
  readonly requests: ListenRequest[]
  readonly transcribed: ListenRequest[]
  /** How many captures were stopped (their cleanup ran) and discarded. */
  stops: number
  discards: number
  /** The running capture's handlers, or null between captures. */
  current: ListenHandlers | null
  setOutcome(outcome: TranscribeOutcome | SpeechFailure): void
}

/** A speech port kept in memory: a test plays the microphone through `current`. */
export function fakeSpeech({
  environment = DESKTOP_CHROME,
  isServerAvailable = false,
  outcome: initialOutcome = { kind: 'transcript', text: 'seafood in Limassol' },
  listenFailure,
}: FakeSpeechOptions = {}): FakeSpeech {
  let outcome = initialOutcome
  const fake: FakeSpeech = {
    requests: [],
    transcribed: [],
    stops: 0,
    discards: 0,
    current: null,
    setOutcome: (next) => {
      outcome = next
    },
    environment: () => environment,
    serverStatus: async () => isServerAvailable,
    listen: (request, handlers) => {
      fake.requests.push(request)
      fake.current = handlers
      if (listenFailure) queueMicrotask(() => handlers.onError(listenFailure))
      return () => {
        fake.stops += 1
        fake.current = null
      }
    },
    transcribe: async (request) => {
      fake.transcribed.push(request)
      if ('code' in outcome) throw new SpeechError(outcome.code, outcome.detail)
      return outcome
    },
    discard: () => {
      fake.discards += 1
    },
  }
  return fake
}
