import type { ListenHandlers, ListenRequest, TranscribeOutcome } from '@domain/voice/speech'
import type { SpeechEnvironment } from '@domain/voice/voice-engine'

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
