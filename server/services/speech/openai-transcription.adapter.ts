import { openAiEndpoint } from '../openai-url'
import type { TranscriptionPort } from './transcription.port'

export type OpenAiTranscriptionConfig = { baseUrl: string; apiKey: string | null; model: string }

// A 30-second clip takes a few seconds to transcribe; past this the browser engine is the better choice.
const TRANSCRIPTION_TIMEOUT_MS = 20_000

export class TranscriptionError extends Error {
  readonly code = 'TRANSCRIPTION_FAILED'
}

/** OpenAI-compatible speech to text: POST {base}/v1/audio/transcriptions (multipart: file, model, language). */
export function createOpenAiTranscription(config: OpenAiTranscriptionConfig): TranscriptionPort {
  return {
    name: 'openai-compatible',
    async transcribe(audio, language) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/webm' }), 'recording.webm')
      form.append('model', config.model)
      // The API takes ISO-639-1 ("el"), the browser sends a voice language ("el-GR").
      form.append('language', language.split('-')[0] ?? language)
      form.append('response_format', 'json')
      let response: Response
      try {
        response = await fetch(openAiEndpoint(config.baseUrl, 'audio/transcriptions'), {
          method: 'POST',
          headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
          body: form,
          signal: AbortSignal.timeout(TRANSCRIPTION_TIMEOUT_MS),
        })
      } catch (error) {
        throw new TranscriptionError(`The speech provider could not be reached: ${String(error)}`)
      }
      if (!response.ok) throw new TranscriptionError(`The speech provider answered ${response.status}.`)
      const body: unknown = await response.json().catch(() => null)
      const text = typeof body === 'object' && body !== null && 'text' in body ? body.text : undefined
      if (typeof text !== 'string')
        throw new TranscriptionError('The speech provider answered without a text.')
      return text.trim()
    },
  }
}

/** SPEECH_* first, then the OPENAI_* values; null when no base URL is set (speech status: unavailable). */
export function transcriptionConfigFromEnv(env: NodeJS.ProcessEnv): OpenAiTranscriptionConfig | null {
  const baseUrl = env.SPEECH_BASE_URL ?? env.OPENAI_BASE_URL
  if (!baseUrl) return null
  return {
    baseUrl,
    apiKey: env.SPEECH_API_KEY ?? env.OPENAI_API_KEY ?? null,
    model: env.SPEECH_MODEL ?? 'whisper-1',
  }
}
