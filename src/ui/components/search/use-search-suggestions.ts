import { useQuery } from '@tanstack/react-query'
import { suggestibleText, SUGGEST_DEBOUNCE_MS, type SearchSuggestion } from '@domain/search/search-suggestion'
import { useLocale } from '../../i18n/use-locale'
import { searchSuggestionsQuery } from '../../queries/search-suggestions'
import { usePorts } from '../../use-router-context'
import { useDebouncedValue } from './use-debounced-value'

export type SuggestionsState = {
  suggestions: SearchSuggestion[]
  /** The list answers what is typed now (not a previous text's list kept up while the next one loads). */
  isCurrent: boolean
}

const NONE: SearchSuggestion[] = []

/**
 * The suggestions for the field's text in the reader's language, asked SUGGEST_DEBOUNCE_MS after the last key
 * press. Below SUGGEST_MIN_CHARS there are none at once, without waiting for the pause.
 */
export function useSearchSuggestions(text: string): SuggestionsState {
  const { businesses } = usePorts()
  const lang = useLocale()
  const wanted = suggestibleText(text)
  const asked = useDebouncedValue(wanted, SUGGEST_DEBOUNCE_MS)
  const { data, isPlaceholderData, isSuccess } = useQuery(searchSuggestionsQuery(businesses, lang, asked))
  if (wanted === null || asked === null) return { suggestions: NONE, isCurrent: false }
  return {
    suggestions: data ?? NONE,
    isCurrent: isSuccess && !isPlaceholderData && asked === wanted,
  }
}
