// Typed page content: one module per page and language, rendered by src/ui/components/info/.

/** The static pages an information page may link to (paths of the route table, spec §2). */
export const SITE_PATHS = [
  '/',
  '/about',
  '/advertise',
  '/contact',
  '/faq-guides',
  '/businesses',
  '/businesses/map',
  '/blog',
  '/categories',
  '/blog-categories',
  '/login',
  '/register',
  '/forgot-password',
  '/profile',
  '/business-portal',
  '/claim-business',
  '/add-business',
  '/career',
  '/the-ai-powered-marketer-business-adviser',
  '/interactive-sitemap',
  '/terms-and-conditions',
  '/unsubscribe',
] as const
export type SitePath = (typeof SITE_PATHS)[number]

export function isSitePath(value: string): value is SitePath {
  return (SITE_PATHS as readonly string[]).includes(value)
}

/** A link inside content; `hash` targets a section of the page. */
export type ContentLink = { to: SitePath; label: string; hash?: string }

/** A heading with paragraphs, an optional list and optional links: most of every page. */
export type ProseSection = {
  id: string
  heading: string
  paragraphs: readonly string[]
  items?: readonly string[]
  links?: readonly ContentLink[]
}

/** Keys whose values are identifiers, paths or dates, never translated (the completeness test skips them). */
export const UNTRANSLATED_KEYS: readonly string[] = ['id', 'to', 'hash', 'posted', 'updated']
