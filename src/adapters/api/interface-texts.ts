import type { Locale } from '@domain/i18n/localized-text'
import type { MessageTable } from '@domain/i18n/message-table'

/**
 * Where one language's complete interface texts are served (GET /api/translations/ui/{language}). Each page's
 * HTML names it in a `Link: rel=preload` header, so the entry's fetch below gets the bytes already on their way.
 */
export function interfaceTextsPath(locale: Locale): string {
  return `/api/translations/ui/${locale}`
}

/**
 * The first page's texts, fetched before hydration with the browser's own fetch, so that the request matches the
 * preload (same URL, CORS mode, same-origin credentials): the API client is not part of the first download. Rejects
 * on any failure or an answer that is not a table; the entry then falls back to English (spec §8).
 */
export async function fetchInterfaceTexts(
  fetch: (url: string) => Promise<Response>,
  locale: Locale,
): Promise<MessageTable> {
  const response = await fetch(interfaceTextsPath(locale))
  if (!response.ok) throw new Error(`The interface texts answered ${response.status}`)
  const body: unknown = await response.json()
  const table = isRecord(body) ? body.data : undefined
  if (!isRecord(table) || !Object.values(table).every((text) => typeof text === 'string'))
    throw new Error('The interface texts are not a table')
  return table as MessageTable // every value checked to be a string above
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
