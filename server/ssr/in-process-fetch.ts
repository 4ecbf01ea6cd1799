import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify'

// Request headers of the page that the API may care about: its language and cookies (the language choice).
const FORWARDED_HEADERS = ['accept-language', 'cookie', 'user-agent'] as const
// Statuses whose response must not have a body (the Response constructor rejects one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * The server render calls the API through `app.inject()`: the same routes, validation and handlers as a
 * browser's request, without a network hop. The page request's client address and headers are passed
 * on so rate limits and language negotiation see the real visitor.
 */
export function createInProcessFetch(
  app: FastifyInstance,
  page: FastifyRequest,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url)
    const headers: Record<string, string> = {}
    for (const name of FORWARDED_HEADERS) {
      const value = page.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const response = await app.inject({
      method: request.method as InjectOptions['method'], // a Request's method is an HTTP method name
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: page.ip,
      ...(body ? { payload: body } : {}),
    })
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item))
    }
    const hasBody = !NULL_BODY_STATUSES.has(response.statusCode)
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: responseHeaders,
    })
  }
}
