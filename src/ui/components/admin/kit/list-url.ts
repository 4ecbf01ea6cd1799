import { useNavigate } from '@tanstack/react-router'

/**
 * A back-office list's filters live in the URL, so a reload or a shared link shows the same rows: the route's
 * parsed search becomes the screen's filter (page 1 by default), a new filter starts again at page 1, and the pager
 * links keep the other parameters.
 */
export function useListUrl<Search extends { page?: number }>(search: Search) {
  const navigate = useNavigate()
  return {
    filter: { ...search, page: search.page ?? 1 },
    onFilter: (filter: Omit<Search, 'page'>) =>
      void navigate({ to: '.', search: { ...filter, page: undefined } }),
    searchFor: (page: number) => ({ ...search, page: page > 1 ? page : undefined }),
  }
}

/** What a list screen gets from its route. */
export type ListUrlProps<Filter extends { page: number }> = {
  filter: Filter
  onFilter: (filter: Omit<Filter, 'page'>) => void
  searchFor: (page: number) => Record<string, unknown>
}
