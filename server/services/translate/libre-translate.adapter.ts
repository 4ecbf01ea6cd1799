import { TranslationError, type TranslationPort } from './translation.port'

const TIMEOUT_MS = 10_000

/**
 * A LibreTranslate-compatible service (`POST /translate` with q, source, target, format, api_key), e.g. a
 * self-hosted LibreTranslate; `baseUrl` is its origin (and path prefix, if any).
 */
export function createLibreTranslate(
  baseUrl: string,
  apiKey: string | null,
  fetchImpl: typeof fetch = fetch,
): TranslationPort {
  const endpoint = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  return {
    name: 'libretranslate',
    async translate({ text, source, target }) {
      let body: unknown
      try {
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: source ?? 'auto',
            target,
            format: 'text',
            ...(apiKey ? { api_key: apiKey } : {}),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        if (!response.ok) throw new TranslationError(`LibreTranslate answered ${response.status}`)
        body = await response.json()
      } catch (error) {
        if (error instanceof TranslationError) throw error
        throw new TranslationError(`LibreTranslate is unreachable: ${String(error)}`)
      }
      const translated =
        typeof body === 'object' && body !== null && 'translatedText' in body
          ? body.translatedText
          : undefined
      if (typeof translated !== 'string') throw new TranslationError('LibreTranslate answered without a text')
      return translated
    },
  }
}
