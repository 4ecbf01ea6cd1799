import type { RouteAccess, SitemapGroup } from './site-routes'

export type RouteText = { name: string; description: string }

/** /interactive-sitemap: translated names of the route table's groups and routes (ids of SITE_ROUTES). */
export type SitemapContent = {
  groups: Record<SitemapGroup, string>
  routes: Readonly<Record<string, RouteText>>
  access: Record<Exclude<RouteAccess, 'public'>, string>
  categoriesHeading: string
  blogCategoriesHeading: string
}
