import type { BusinessSummary } from '../business/business'
import type { Page } from '../paging/page'

/** How the directory read a listing's search text (the contract's SearchUnderstanding). */
export type SearchUnderstanding = {
  /** False when no business matches every word and the closest ones are answered instead. */
  isExact: boolean
  /** The text with its words corrected, when that spelling finds more; null otherwise. */
  didYouMean: string | null
  /** The slug of the town named in the text, used as a filter; null when none. */
  city: string | null
  /** The slug of the category named in the text; null when none. */
  category: string | null
}

/** One page of a listing; `search` is present when the listing was asked with search text. */
export type BusinessListPage = Page<BusinessSummary> & { search?: SearchUnderstanding }

/** Issue 29, never a dead end: the closest results are said to be only close. */
export function isClosestOnly(page: BusinessListPage): boolean {
  return page.search?.isExact === false && page.items.length > 0
}
