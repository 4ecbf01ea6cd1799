import { isNetworkError } from '@domain/errors'
import { SpeechError } from '@domain/voice/voice-errors'
import type { TranscribeOutcome } from '@domain/voice/speech'
import type { VoiceLanguage } from '@domain/voice/voice-languages'
import type { ApiClient } from './api-client'

/** The server side of speech (spec §7): its status, and transcribing a WebM recording. */
export interface ApiSpeech {
  /** Resolves true when the server can transcribe; false when it cannot or did not answer. */
  status(): Promise<boolean>
  /**
   * Resolves with the transcript, or `fallback` when the server says its provider is down (HTTP 503 with
   * `fallback: true`). Rejects with SpeechError `network` (no answer) or `transcription-failed` (any other failure).
   */
  transcribe(audio: Blob, language: VoiceLanguage): Promise<TranscribeOutcome>
}

export function createApiSpeech(api: ApiClient): ApiSpeech {
  return {
    async status() {
      try {
        const { data } = await api.GET('/api/speech/status')
        return data?.available === true
      } catch {
        // An unreachable server cannot transcribe either: the browser engine is chosen (spec §4).
        return false
      }
    },

    async transcribe(audio, language) {
      try {
        const { data, error, response } = await api.POST('/api/speech/transcribe', {
          // The contract types the binary part as a string; the form carries the recording itself.
          body: { audio: '', language },
          bodySerializer: () => recordingForm(audio, language),
        })
        if (data) return { kind: 'transcript', text: data.transcript }
        if (response.status === 503 && error && 'fallback' in error && error.fallback)
          return { kind: 'fallback' }
        throw new SpeechError('transcription-failed')
      } catch (failure) {
        if (failure instanceof SpeechError) throw failure
        if (isNetworkError(failure)) throw new SpeechError('network')
        throw new SpeechError('transcription-failed')
      }
    },
  }
}

function recordingForm(audio: Blob, language: VoiceLanguage): FormData {
  const form = new FormData()
  form.set('audio', audio, 'speech.webm')
  form.set('language', language)
  return form
}
