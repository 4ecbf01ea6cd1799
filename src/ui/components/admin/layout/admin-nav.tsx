import { Link } from '@tanstack/react-router'
import { useT } from '../../../i18n/use-t'
import { ADMIN_SECTIONS } from './admin-sections'

/** The back office's pages; the current one is marked for screen readers as well as by its look. */
export function AdminNav() {
  const t = useT()
  return (
    <nav className="admin-nav" aria-label={t('adminNav.label')}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              activeOptions={{ exact: section.to === '/admin', includeSearch: false }}
              activeProps={{ 'aria-current': 'page', className: 'admin-nav__link--current' }}
              className="admin-nav__link"
            >
              {t(section.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
