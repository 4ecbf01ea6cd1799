import type { BusinessesPort } from '@/ports'
import type { SearchSuggestion } from '@domain/search/search-suggestion'
import type { SearchUnderstanding } from '@domain/search/search-understanding'
import type { ApiClient, Schemas } from './api-client'
import { apiFailure } from './api-failure'

/**
 * BusinessesPort.suggest over GET /api/search/suggestions. The language travels in the URL (`lang`), not only in
 * the X-User-Language header, because the answer is publicly cached per URL like the listing. The signal goes to
 * fetch, so a request made outdated by the next key press is cancelled on the wire.
 */
export function createApiSuggest(api: ApiClient): BusinessesPort['suggest'] {
  return async (q, lang, signal) => {
    const { data, error, response } = await api.GET('/api/search/suggestions', {
      params: { query: { q, lang } },
      ...(signal ? { signal } : {}),
    })
    if (!data) throw apiFailure('suggestions.unavailable', response, error)
    return data.data.map(toSuggestion)
  }
}

function toSuggestion(s: Schemas['SearchSuggestion']): SearchSuggestion {
  return { kind: s.kind, label: s.label, slug: s.slug, citySlug: s.citySlug, detail: s.detail }
}

export function toSearchUnderstanding(s: Schemas['SearchUnderstanding']): SearchUnderstanding {
  return { isExact: s.isExact, didYouMean: s.didYouMean, city: s.city, category: s.category }
}
