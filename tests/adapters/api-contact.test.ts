import { describe, expect, it } from 'vitest'
import { createApiClient } from '@/adapters/api/api-client'
import { createApiContact } from '@/adapters/api/api-contact.adapter'
import type { ContactMessageDraft } from '@domain/contact/contact-message'

type Handler = (request: Request) => Response | Promise<Response>

const draft: ContactMessageDraft = {
  name: 'Eleni Georgiou',
  email: 'eleni@example.cy',
  topic: 'listing',
  message: 'The opening hours are wrong.',
  language: 'el',
}

function contactWith(handler: Handler) {
  const requests: Request[] = []
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    language: () => 'el',
    token: () => null,
    fetch: async (request) => {
      requests.push(request.clone())
      return handler(request)
    },
  })
  return { contact: createApiContact(api), requests }
}

const answer = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const refusal = (code: string) => ({ success: false, error: 'No', code })

describe('the contact adapter', () => {
  it('posts the draft to the contract path and resolves sent on 201', async () => {
    const { contact, requests } = contactWith(answer(201, { success: true, message: 'Thank you.' }))
    expect(await contact.send(draft)).toBe('sent')
    expect(requests[0]?.method).toBe('POST')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/contact/messages')
    expect(await requests[0]!.json()).toEqual(draft)
  })

  it.each([
    [400, 'VALIDATION_ERROR', 'invalid'],
    [429, 'RATE_LIMITED', 'rate-limited'],
    [500, 'INTERNAL_ERROR', 'failed'],
  ])('turns HTTP %i into an outcome value', async (status, code, outcome) => {
    const { contact } = contactWith(answer(status, refusal(code)))
    expect(await contact.send(draft)).toBe(outcome)
  })

  it('resolves network when no answer comes', async () => {
    const { contact } = contactWith(() => Promise.reject(new TypeError('fetch failed')))
    expect(await contact.send(draft)).toBe('network')
  })
})
