import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'

/**
 * Previous and next links for a long admin table (thousands of pages would not fit as numbers); real links, so
 * each page has its address.
 */
export function AdminPager({
  page,
  pageCount,
  searchFor,
}: {
  page: number
  pageCount: number
  searchFor: (page: number) => Record<string, unknown>
}) {
  const t = useT()
  if (pageCount <= 1) return null
  return (
    <nav className="pagination admin-pager" aria-label={t('pagination.label')}>
      <p className="pagination__status">{t('pagination.status', { page, pages: pageCount })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to="." search={searchFor(page - 1)} className="pagination__link" rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        ) : null}
        {page < pageCount ? (
          <li>
            <Link to="." search={searchFor(page + 1)} className="pagination__link" rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
