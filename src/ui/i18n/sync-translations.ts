import type { Query, QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { MessageTable } from '@domain/i18n/message-table'
import { translationsQueryLocale } from '../queries/translations'
import { addMessageTable } from './create-i18n'

/**
 * Feeds every translations table that reaches the query cache into i18next: loaded by a loader on the
 * server, hydrated from the server's state in the browser, or fetched on a language switch. Doing it
 * at the cache rather than in a component means `head()` titles and the first render already see it.
 */
export function syncTranslationsIntoI18n(queryClient: QueryClient, i18n: I18n): () => void {
  const apply = (query: Query) => {
    const locale = translationsQueryLocale(query.queryKey)
    const table = query.state.data as MessageTable | undefined // the translations query's data type
    if (locale && table && query.state.status === 'success') addMessageTable(i18n, locale, table)
  }
  const cache = queryClient.getQueryCache()
  cache.getAll().forEach(apply)
  return cache.subscribe((event) => apply(event.query))
}
