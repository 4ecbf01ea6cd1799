/** Turns recorded speech into text; the browser's own engine is the fallback when no adapter is configured. */
export type TranscriptionPort = {
  readonly name: string
  /** Resolves with the transcript; rejects with an error whose `code` is TRANSCRIPTION_FAILED. */
  transcribe(audio: Uint8Array, language: string): Promise<string>
}
