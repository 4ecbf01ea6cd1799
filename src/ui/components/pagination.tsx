import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'

type PaginationProps = {
  page: number
  pageCount: number
  /** Builds the `search` of the link to a page, keeping the list's other parameters. */
  searchFor: (page: number) => Record<string, unknown>
}

/**
 * Previous/next and numbered page links; real links, so every page has its own address. A long list shows a window
 * (the first and last pages and the current one ±2, with an ellipsis for each gap) rather than a link per page.
 */
export function Pagination({ page, pageCount, searchFor }: PaginationProps) {
  const t = useT()
  if (pageCount <= 1) return null
  const pages = pageWindow(page, pageCount)
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <p className="pagination__status">{t('pagination.status', { page, pages: pageCount })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link to="." search={searchFor(page - 1)} className="pagination__link" rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pages.map((number, index) =>
          number === GAP ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to="."
                search={searchFor(number)}
                className="pagination__link"
                aria-label={t('pagination.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to="." search={searchFor(page + 1)} className="pagination__link" rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}

const GAP = 0
/** Pages shown on each side of the current one. */
const WINDOW_RADIUS = 2

/** The page numbers to link, in order, with GAP where pages are left out: 1 … 48 49 [50] 51 52 … 400. */
export function pageWindow(page: number, pageCount: number): number[] {
  const shown = new Set([1, pageCount])
  for (let n = page - WINDOW_RADIUS; n <= page + WINDOW_RADIUS; n += 1)
    if (n >= 1 && n <= pageCount) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  // A gap of a single page shows that page rather than an ellipsis in its place.
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1]
    if (previous === undefined || n - previous === 1) return [n]
    return n - previous === 2 ? [previous + 1, n] : [GAP, n]
  })
}

/** How many pages `total` items make at `pageSize` per page (at least one). */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
