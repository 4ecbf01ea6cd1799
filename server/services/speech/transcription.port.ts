/** Turns recorded speech into text (issue 5 adds the OpenAI-compatible adapter). */
export type TranscriptionPort = {
  readonly name: string
  /** Resolves with the transcript; rejects with an error whose `code` is TRANSCRIPTION_FAILED. */
  transcribe(audio: Uint8Array, language: string): Promise<string>
}
