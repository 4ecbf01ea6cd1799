import type { LinkProps } from '@tanstack/react-router'
import type { TextKey } from '../../../i18n/use-t'

/** One page of the back office, as its navigation shows it. */
export type AdminSection = { to: NonNullable<LinkProps['to']>; labelKey: TextKey }

/** The back office's pages, in the navigation's order: a new page is its file route plus one line here. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', labelKey: 'adminNav.overview' },
  { to: '/admin/queue', labelKey: 'adminNav.queue' },
  { to: '/admin/edit-suggestions', labelKey: 'adminNav.editSuggestions' },
  { to: '/admin/businesses', labelKey: 'adminNav.businesses' },
  { to: '/admin/users', labelKey: 'adminNav.users' },
  { to: '/admin/plans', labelKey: 'adminNav.plans' },
  { to: '/admin/categories', labelKey: 'adminNav.categories' },
  { to: '/admin/articles', labelKey: 'adminNav.articles' },
  { to: '/admin/faq', labelKey: 'adminNav.faq' },
  { to: '/admin/translations', labelKey: 'adminTranslations.section' },
  { to: '/admin/newsletter', labelKey: 'adminNav.newsletter' },
  { to: '/admin/weather', labelKey: 'adminNav.weather' },
  { to: '/admin/audit', labelKey: 'adminNav.audit' },
]
