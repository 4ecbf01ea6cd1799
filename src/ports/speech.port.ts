import type { SpeechEnvironment } from '@/domain/voice/voice-engine'
import type { SpeechFailure } from '@/domain/voice/voice-errors'
import type { VoiceLanguage } from '@/domain/voice/voice-languages'

export type { SpeechEnvironment } from '@/domain/voice/voice-engine'
export type { SpeechFailure, VoiceErrorCode } from '@/domain/voice/voice-errors'
export type { VoiceLanguage } from '@/domain/voice/voice-languages'

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

/** Speech to text, with either engine (spec §4 "Voice"). */
export interface SpeechPort {
  /** What this browser offers; read once when a voice field appears (`NO_SPEECH_ENVIRONMENT` on the server). */
  environment(): SpeechEnvironment
  /** Resolves true when the server can transcribe; false when it cannot or its status could not be read. */
  serverStatus(): Promise<boolean>
  /**
   * Starts capturing speech in the language. Reports through the handlers; returns the cleanup, which stops the
   * capture and keeps what was captured for `transcribe` (or `discard`).
   */
  listen(request: ListenRequest, handlers: ListenHandlers): () => void
  /**
   * Resolves with the text of the last capture (the browser's recognised phrase, or the server's transcript of the
   * recording) or with `fallback`. Rejects with a `SpeechError`: `transcription-failed`, `network`, or the browser's
   * own code (`no-speech`, `aborted` as `other`, …).
   */
  transcribe(request: ListenRequest): Promise<TranscribeOutcome>
  /** Forgets the last capture without transcribing it (too short, or nothing was said). */
  discard(): void
}
