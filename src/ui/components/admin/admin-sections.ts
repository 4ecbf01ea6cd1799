import type { LinkProps } from '@tanstack/react-router'
import type { TextKey } from '../../i18n/use-t'

/** One page of the back office, as its navigation shows it. */
export type AdminSection = { to: NonNullable<LinkProps['to']>; labelKey: TextKey }

/** The back office's pages, in the navigation's order: a new page is its file route plus one line here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', labelKey: 'adminNav.overview' },
  { to: '/admin/audit', labelKey: 'adminNav.audit' },
  { to: '/admin/translations', labelKey: 'adminTranslations.section' },
]
