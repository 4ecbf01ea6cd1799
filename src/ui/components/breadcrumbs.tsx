import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useT } from '../i18n/use-t'

/** The trail above a page's heading; the last entry is the current page, not a link. */
export function Breadcrumbs({ children, current }: { children?: ReactNode; current: string }) {
  const t = useT()
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        {children}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  )
}
