import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { Locale } from '@domain/i18n/localized-text'
import { NetworkError } from '@domain/errors'
import type { components, paths } from '../../../openapi/schema.gen'

export type ApiClient = Client<paths>
export type Schemas = components['schemas']

export type ApiClientOptions = {
  /** '' in the browser (same origin); the request's origin on the server. */
  baseUrl: string
  /** The browser's fetch, or the server's in-process call into the API. */
  fetch?: (request: Request) => Promise<Response>
  /** The interface language, sent as X-User-Language with every call. */
  language: () => Locale
  /** The signed-in user's bearer token, read at each call (spec §6); null when signed out. */
  token?: () => string | null
}

/** One openapi-fetch client over the contract, with the cross-cutting work done as middleware. */
export function createApiClient({ baseUrl, fetch, language, token }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  client.use(userLanguage(language), ...(token ? [bearerToken(token)] : []), networkFailures)
  return client
}

/**
 * Spec §6: the session's token goes with every call, so no port method takes one; only the session machine's
 * logout and profile refresh name their own (see AccountsPort), which this keeps.
 */
function bearerToken(token: () => string | null): Middleware {
  return {
    onRequest({ request }) {
      const current = token()
      if (current && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${current}`)
      }
      return request
    },
  }
}

function userLanguage(language: () => Locale): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-User-Language', language())
      return request
    },
  }
}

/**
 * A request that got no answer at all becomes a `NetworkError`; answered failures are left to the adapters. A
 * request its caller aborted (an outdated suggestion) keeps its AbortError: nothing failed, nobody is waiting.
 */
const networkFailures: Middleware = {
  onError({ error }) {
    if (error instanceof Error && error.name === 'AbortError') return error
    return new NetworkError({ cause: error })
  },
}
