import { DEFAULT_LOCALE } from '@domain/i18n/localized-text'
import { loadCategoryIndex } from '../services/content/category-index'
import type { AppDeps } from '../deps'
import { suggest } from '../services/search/search-suggestions'
import type { OperationHandlers } from '../operation'

/** The `search` tag: suggestions as the visitor types, from the listing's own search core. */
export function createSearchHandlers({ db }: AppDeps): OperationHandlers {
  return {
    async getSearchSuggestions({ query }) {
      const index = await loadCategoryIndex(db)
      return { success: true, data: await suggest(db, index, query.q, query.lang ?? DEFAULT_LOCALE) }
    },
  }
}
