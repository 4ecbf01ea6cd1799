import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { TranslationFilter } from '@domain/i18n/translation-entry'
import type { AdminTranslationsPort } from '@/ports'
import { adminKeys } from './admin'

/** The cache key of the editor's pages, all of one admin's at once (an edit changes every page's report). */
export const adminTranslationKeys = {
  all: (adminId: string) => [...adminKeys.all, 'translations', adminId] as const,
  page: (adminId: string, filter: TranslationFilter) =>
    [...adminTranslationKeys.all(adminId), filter] as const,
}

/** One page of interface keys; the previous page stays on screen while the next one loads. */
export function adminTranslationsQuery(
  port: AdminTranslationsPort,
  adminId: string,
  filter: TranslationFilter,
) {
  return queryOptions({
    queryKey: adminTranslationKeys.page(adminId, filter),
    queryFn: () => port.list(filter),
    placeholderData: keepPreviousData,
    retry: false,
  })
}
