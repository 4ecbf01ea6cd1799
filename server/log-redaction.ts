import type { FastifyRequest } from 'fastify'

// Query values that carry a secret: the mailed links (/verify-email?token=…, /reset-password?token=…).
const SECRET_QUERY = /([?&](?:token|password|code)=)[^&#]*/gi

/** The request as logged: method, URL with secret query values replaced, and the client address. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }
}

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
}
