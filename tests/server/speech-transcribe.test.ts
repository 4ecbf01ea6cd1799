import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOpenAiTranscription } from '../../server/services/speech/openai-transcription.adapter'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const AUDIO = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x00, 0xff])

function multipart(fields: Record<string, string>, audio: Buffer | null) {
  const boundary = '----portal-test-boundary'
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  if (audio)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="clip.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
      ),
      audio,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

describe('server speech recognition', () => {
  let server: Server
  let url = ''
  let status = 200
  const received: Array<{ url: string; auth: string | undefined; body: Buffer }> = []
  let t: TestApp
  let offline: TestApp

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (c: Buffer) => chunks.push(c))
      request.on('end', () => {
        received.push({
          url: request.url ?? '',
          auth: request.headers.authorization,
          body: Buffer.concat(chunks),
        })
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ text: ' Καλημέρα Λεμεσός ' }))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}` // a TCP listener has an AddressInfo
    t = await createTestApp('pglite', {
      transcriber: createOpenAiTranscription({ baseUrl: url, apiKey: 'speech-key', model: 'whisper-test' }),
    })
    offline = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.close()
    await offline.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  const transcribe = async (app: TestApp, fields: Record<string, string>, audio: Buffer | null = AUDIO) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/speech/transcribe',
      ...multipart(fields, audio),
    })
    expectMatchesContract('transcribeSpeech', response)
    return { status: response.statusCode, body: response.json() }
  }

  it('sends the clip to /v1/audio/transcriptions and answers the transcript', async () => {
    status = 200
    const { status: code, body } = await transcribe(t, { language: 'el-GR' })
    expect(code).toBe(200)
    expect(body).toEqual({ success: true, transcript: 'Καλημέρα Λεμεσός', fallback: false })
    const request = received.at(-1)!
    expect(request.url).toBe('/v1/audio/transcriptions')
    expect(request.auth).toBe('Bearer speech-key')
    expect(request.body.includes(AUDIO)).toBe(true)
    expect(request.body.toString('latin1')).toContain('whisper-test')
    expect(request.body.toString('latin1')).toMatch(/name="language"\r\n\r\nel\r\n/)
    const speechStatus = await t.app.inject({ method: 'GET', url: '/api/speech/status' })
    expect(speechStatus.json()).toEqual({ success: true, available: true })
  })

  it('tells the browser to fall back when the provider is down or none is configured', async () => {
    status = 500
    const down = await transcribe(t, { language: 'en-US' })
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ success: false, code: 'TRANSCRIPTION_FAILED', fallback: true })

    const none = await transcribe(offline, { language: 'en-US' })
    expect(none.status).toBe(503)
    expect(none.body).toMatchObject({ success: false, code: 'SPEECH_NOT_CONFIGURED', fallback: true })
    const speechStatus = await offline.app.inject({ method: 'GET', url: '/api/speech/status' })
    expect(speechStatus.json()).toEqual({ success: true, available: false })
  })

  it('answers 400 for a missing clip or an unknown voice language', async () => {
    expect((await transcribe(t, { language: 'en-US' }, null)).status).toBe(400)
    expect((await transcribe(t, { language: 'xx-XX' })).status).toBe(400)
  })
})
