/** `?page=` and `?category=` of the paged lists: the URL is input, so anything odd is dropped. */
export type ListSearch = { page?: number; category?: string }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Far beyond any real list; keeps offsets inside the contract's bounds.
const MAX_PAGE = 10_000

// Dropped values are set to undefined rather than left out: the router merges the raw search underneath.
export function parseListSearch(search: Record<string, unknown>): ListSearch {
  const page = Number(search.page)
  return {
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined,
    category: typeof search.category === 'string' && SLUG.test(search.category) ? search.category : undefined,
  }
}

/** For lists without a category filter. */
export function parsePageSearch(search: Record<string, unknown>): Pick<ListSearch, 'page'> {
  return { page: parseListSearch(search).page }
}

export function pageOffset(page: number | undefined, pageSize: number): number {
  return ((page ?? 1) - 1) * pageSize
}

/** Spec §2 "/categories/*", "/blog-categories/*": the wildcard is a category path; empty segments are dropped. */
export function splatSegments(splat: string | undefined): string[] {
  return (splat ?? '').split('/').filter((segment) => segment !== '')
}

// Typed filters are capped: anything longer is no filter a person meant.
export const MAX_SEARCH_TEXT = 200

/**
 * A typed filter of a list's URL (`?q=`, `?actor=`): trimmed, and dropped when empty, longer than `maxLength` or
 * not of the shape `isValid` asks for. The URL is input: such a value is never sent.
 */
export function parseSearchText(
  value: unknown,
  {
    maxLength = MAX_SEARCH_TEXT,
    isValid = () => true,
  }: { maxLength?: number; isValid?: (text: string) => boolean } = {},
): string | undefined {
  if (typeof value !== 'string' || value.length > maxLength) return undefined
  const text = value.trim()
  return text !== '' && isValid(text) ? text : undefined
}
