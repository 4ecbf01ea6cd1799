import type { AppDeps } from '../deps'
import { HttpError } from '../http-error'
import { uploadedFiles } from '../plugins/multipart'
import type { OperationHandlers } from '../operation'

const MAX_TRANSCRIPT = 10_000

// Spec §4: when the server cannot transcribe, the answer tells the browser to switch to its own engine.
const fallback = (code: string, message: string) => new HttpError(503, code, message, {}, { fallback: true })

/** Server speech recognition through the TranscriptionPort: whether it is available, and transcribing a clip. */
export function createSpeechHandlers({ transcriber }: AppDeps): OperationHandlers {
  return {
    getSpeechStatus: async () => ({ success: true, available: transcriber !== null }),

    async transcribeSpeech({ request }) {
      const [audio] = await uploadedFiles(request, 'audio')
      if (!audio || audio.length === 0)
        throw new HttpError(400, 'VALIDATION_ERROR', 'audio must be a recorded clip.')
      if (!transcriber)
        throw fallback(
          'SPEECH_NOT_CONFIGURED',
          'Server speech recognition is not configured; use the browser engine.',
        )
      try {
        const transcript = await transcriber.transcribe(audio, languageOf(request.body))
        return { success: true, transcript: transcript.slice(0, MAX_TRANSCRIPT), fallback: false }
      } catch (error) {
        request.log.warn({ err: error }, 'transcription failed')
        throw fallback('TRANSCRIPTION_FAILED', 'Transcription failed. Please try again.')
      }
    },
  }
}

// A multipart body is validated by the contract (language is one of the voice languages) but not typed by it.
function languageOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined
  return typeof value === 'string' ? value : 'en-US'
}
