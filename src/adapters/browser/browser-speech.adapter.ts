import { browserSpeechFailure, SpeechError } from '@domain/voice/voice-errors'
import type { ListenHandlers } from '@domain/voice/speech'
import type { VoiceLanguage } from '@domain/voice/voice-languages'

// The parts of the Web Speech API's SpeechRecognition this adapter uses (TypeScript's DOM types lack it).
export interface RecognitionAlternative {
  readonly transcript: string
}
export interface RecognitionResult {
  readonly isFinal: boolean
  readonly length: number
  readonly [index: number]: RecognitionAlternative | undefined
}
export interface RecognitionResultEvent {
  readonly resultIndex: number
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult | undefined }
}
export interface Recognition {
  lang: string
  continuous: boolean
  interimResults: boolean
  maxAlternatives: number
  onresult: ((event: RecognitionResultEvent) => void) | null
  onerror: ((event: { readonly error: string }) => void) | null
  onend: (() => void) | null
  onspeechstart: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}
export type RecognitionConstructor = new () => Recognition

/** The browser engine: Chrome's or Safari's own recognition, no audio leaves through the portal. */
export interface BrowserSpeech {
  isAvailable(): boolean
  /** Starts recognising; returns the cleanup, which asks the browser to finish the phrase it heard. */
  listen(language: VoiceLanguage, handlers: ListenHandlers): () => void
  /** Resolves with the final text once the browser has ended; rejects with a SpeechError of the browser's code. */
  result(): Promise<string>
  /** Drops the capture: aborts the browser and forgets its text. */
  discard(): void
}

type Capture = { recognition: Recognition; text: Promise<string> }

/** `host` is `window` (or a test's stand-in): Chrome and Safari still name the constructor with a prefix. */
export function createBrowserSpeech(host: object): BrowserSpeech {
  const Constructor = recognitionConstructor(host)
  let capture: Capture | null = null

  return {
    isAvailable: () => Constructor !== undefined,

    listen(language, handlers) {
      if (!Constructor) {
        queueMicrotask(() => handlers.onError({ code: 'unsupported' }))
        return () => undefined
      }
      const recognition = new Constructor()
      let isListening = true
      const finals: string[] = []
      const text = new Promise<string>((resolve, reject) => {
        recognition.onresult = (event) => {
          for (let i = event.resultIndex; i < event.results.length; i += 1) {
            const result = event.results[i]
            const transcript = result?.[0]?.transcript.trim()
            if (result?.isFinal && transcript) finals.push(transcript)
          }
          if (isListening) handlers.onSpeech()
        }
        recognition.onspeechstart = () => {
          if (isListening) handlers.onSpeech()
        }
        recognition.onerror = ({ error }) => {
          const failure = browserSpeechFailure(error)
          reject(new SpeechError(failure.code, failure.detail))
          // 'aborted' is the browser confirming our own abort (discard): nothing to report.
          if (isListening && error !== 'aborted') handlers.onError(failure)
        }
        recognition.onend = () => {
          resolve(finals.join(' '))
          if (isListening) handlers.onEnd()
        }
      })
      // The machine reads a failure from its listen events; the promise is for `result` only.
      text.catch(() => undefined)
      recognition.lang = language
      // Continuous with interim results: every heard word restarts the machine's silence countdown (spec §9).
      recognition.continuous = true
      recognition.interimResults = true
      recognition.maxAlternatives = 1
      capture = { recognition, text }
      try {
        recognition.start()
      } catch {
        queueMicrotask(() => handlers.onError({ code: 'audio-capture' }))
      }
      return () => {
        isListening = false
        recognition.stop()
      }
    },

    async result() {
      if (!capture) throw new SpeechError('no-speech')
      return capture.text
    },

    discard() {
      capture?.recognition.abort()
      capture = null
    },
  }
}

function recognitionConstructor(host: object): RecognitionConstructor | undefined {
  const candidate: unknown =
    Reflect.get(host, 'SpeechRecognition') ?? Reflect.get(host, 'webkitSpeechRecognition')
  // The DOM library has no type for SpeechRecognition: the interfaces above describe the part used here.
  return typeof candidate === 'function' ? (candidate as RecognitionConstructor) : undefined
}
