import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { Locale } from '@/domain/i18n/localized-text'
import { NetworkError } from '@/domain/errors'
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
}

/** One openapi-fetch client over the contract, with the cross-cutting work done as middleware. */
export function createApiClient({ baseUrl, fetch, language }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) })
  client.use(userLanguage(language), networkFailures)
  return client
}

function userLanguage(language: () => Locale): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('X-User-Language', language())
      return request
    },
  }
}

/** A request that got no answer at all becomes a `NetworkError`; answered failures are left to the adapters. */
const networkFailures: Middleware = {
  onError({ error }) {
    return new NetworkError({ cause: error })
  },
}
