import type { FastifyReply, FastifyRequest } from 'fastify'
import { languageCookie, normalizeLocale } from '@domain/i18n/resolve-locale'

/** The page request as a WHATWG Request, aborted when the visitor goes away before the page is sent. */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return new Request(new URL(request.url, origin), { method: 'GET', headers, signal: controller.signal })
}

/** A page as sent: its body is the rendered text, or its bytes when it comes from the page cache. */
export type RenderedPage = { status: number; headers: Record<string, string>; body: string | Buffer }

/** The render's Response as what Fastify (or a raw Node response) sends. */
export async function fromWebResponse(response: Response): Promise<RenderedPage> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  if (headers['content-type']?.startsWith('text/html')) headers['content-type'] = 'text/html; charset=utf-8'
  // The language of the page follows the cookie and Accept-Language.
  headers.vary = 'Accept-Language, Cookie'
  headers['cache-control'] = 'no-cache'
  return { status: response.status, headers, body: await response.text() }
}

/**
 * A page asked for with `?lang=` (en, el or ru) makes that language the browser's choice: the answer sets the `lang`
 * cookie the client's language preference writes. A form sent before the scripts run (the home search's GET to
 * /businesses?q=…) carries no `lang`, and without the cookie its answer would fall back to Accept-Language.
 * Called on each response, outside the page cache, so no stored page holds a Set-Cookie.
 */
export function withLanguageChoice(request: FastifyRequest, page: RenderedPage): RenderedPage {
  const chosen = normalizeLocale(new URL(request.url, 'http://page').searchParams.get('lang'))
  if (!chosen) return page
  return { ...page, headers: { ...page.headers, 'set-cookie': languageCookie(chosen) } }
}
