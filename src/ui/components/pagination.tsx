import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'

type PaginationProps = {
  page: number
  pageCount: number
  /** Builds the `search` of the link to a page, keeping the list's other parameters. */
  searchFor: (page: number) => Record<string, unknown>
}

/** Previous/next and numbered page links; real links, so every page has its own address. */
export function Pagination({ page, pageCount, searchFor }: PaginationProps) {
  const t = useT()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
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
        {pages.map((number) => (
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
        ))}
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

/** How many pages `total` items make at `pageSize` per page (at least one). */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
