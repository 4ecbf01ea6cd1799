import type { FastifyRequest } from 'fastify'

// Query parameters whose value is a secret: the mailed links (/verify-email?token=…, /reset-password?token=…,
// /unsubscribe?token=…) and anything named like a credential (resetToken, api_key, password, signature, code).
const SECRET_NAME = /(?:token|password|passwd|secret|signature|sig|code|key)$/i
const REDACTED = '[redacted]'
// A query that names none of those words, even in part, and escapes nothing (no `%`, no `+`) has nothing to
// redact: most logged URLs are answered without splitting and decoding each parameter.
const MAYBE_SECRET = /token|passw|secret|sig|code|key|%|\+/i

/** The request as logged: method, URL with secret query values replaced, and the client address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}

/** A URL (absolute or a path) with the values of its secret query parameters replaced. */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : url.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return url
  return `${beforeHash.slice(0, queryAt + 1)}${redactQuery(beforeHash.slice(queryAt + 1))}${fragment}`
}

/** A query string without its '?' (`a=1&token=…`), with the values of its secret parameters replaced. */
export function redactQuery(query: string): string {
  if (!MAYBE_SECRET.test(query)) return query
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const name = equals === -1 ? pair : pair.slice(0, equals)
      return equals !== -1 && SECRET_NAME.test(decodedName(name)) ? `${name}=${REDACTED}` : pair
    })
    .join('&')
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).trim()
  } catch {
    return name // a malformed escape is kept as sent; the test above still sees its letters
  }
}
