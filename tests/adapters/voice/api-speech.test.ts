import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiSpeech } from '@/adapters/api/api-speech.adapter'
import { SpeechError } from '@domain/voice/voice-errors'

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

function speechWith(handler: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'en',
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { speech: createApiSpeech(api), requests }
}

const recording = new Blob([new Uint8Array([26, 69, 223, 163])], { type: 'audio/webm' })

describe('the API speech adapter', () => {
  it('reads whether the server can transcribe', async () => {
    const { speech, requests } = speechWith(() => json({ success: true, available: true }))
    await expect(speech.status()).resolves.toBe(true)
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/speech/status')
  })

  it('treats a failed or unreachable status as unavailable', async () => {
    const failing = speechWith(() => json({ success: false, error: 'x', code: 'INTERNAL' }, 500))
    await expect(failing.speech.status()).resolves.toBe(false)
    const offline = speechWith(() => {
      throw new TypeError('fetch failed')
    })
    await expect(offline.speech.status()).resolves.toBe(false)
  })

  it('sends the recording and the language as multipart form data and resolves with the transcript', async () => {
    const { speech, requests } = speechWith(() =>
      json({ success: true, transcript: 'Ψαροταβέρνα στη Λεμεσό', fallback: false }),
    )
    await expect(speech.transcribe(recording, 'el-GR')).resolves.toEqual({
      kind: 'transcript',
      text: 'Ψαροταβέρνα στη Λεμεσό',
    })
    const request = requests[0]
    expect(request?.method).toBe('POST')
    expect(new URL(request?.url ?? '').pathname).toBe('/api/speech/transcribe')
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request?.formData()
    expect(form?.get('language')).toBe('el-GR')
    const audio = form?.get('audio')
    expect(audio).toBeInstanceOf(Blob)
    expect((audio as Blob).size).toBe(recording.size)
  })

  it('reports the 503 fallback answer as a fallback result', async () => {
    const { speech } = speechWith(() =>
      json(
        { success: false, error: 'Speech provider unavailable', code: 'SPEECH_UNAVAILABLE', fallback: true },
        503,
      ),
    )
    await expect(speech.transcribe(recording, 'en-US')).resolves.toEqual({ kind: 'fallback' })
  })

  it('rejects other failures as transcription-failed and no answer as network', async () => {
    const failing = speechWith(() => json({ success: false, error: 'Bad audio', code: 'BAD_REQUEST' }, 400))
    await expect(failing.speech.transcribe(recording, 'en-US')).rejects.toEqual(
      new SpeechError('transcription-failed'),
    )
    const offline = speechWith(() => {
      throw new TypeError('fetch failed')
    })
    const failure = await offline.speech.transcribe(recording, 'en-US').catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SpeechError)
    expect((failure as SpeechError).code).toBe('network')
  })
})
