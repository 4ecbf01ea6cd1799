import type { SpeechFailure } from './voice-errors'
import type { VoiceLanguage } from './voice-languages'

/** An engine that can actually listen (the machine never asks the `none` engine). */
export type ListeningEngine = 'browser' | 'server'

export interface ListenRequest {
  readonly engine: ListeningEngine
  readonly language: VoiceLanguage
}

/** What a running capture reports. */
export interface ListenHandlers {
  /** Server engine: the microphone's loudness, 0–255, several times a second. */
  onLevel(level: number): void
  /** Browser engine: speech was heard (the browser measures no level; it says when it hears words). */
  onSpeech(): void
  /** The capture failed: no microphone, permission refused, the browser's speech service failing. */
  onError(failure: SpeechFailure): void
  /** The capture ended by itself (the browser engine stops after a phrase). */
  onEnd(): void
}

/** The text of a capture, or the server's report that it cannot transcribe (spec §4: switch to the browser). */
export type TranscribeOutcome =
  { readonly kind: 'transcript'; readonly text: string } | { readonly kind: 'fallback' }

/** What the voice machine needs of speech: a capture, its transcript, or forgetting it (the speech port has it). */
export interface SpeechCapture {
  listen(request: ListenRequest, handlers: ListenHandlers): () => void
  transcribe(request: ListenRequest): Promise<TranscribeOutcome>
  discard(): void
}
