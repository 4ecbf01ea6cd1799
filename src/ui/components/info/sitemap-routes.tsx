import { Link } from '@tanstack/react-router'
import type { SitePath } from '@content/content-types'
import type { SitemapContent } from '@content/sitemap/sitemap-content'
import { SITE_ROUTES, SITEMAP_GROUPS, type SiteRoute, type SitemapGroup } from '@content/sitemap/site-routes'
import { useT } from '../../i18n/use-t'

/** The route table (spec §2) grouped: each page linked, the rest named with how a visitor reaches them. */
export function SitemapRoutes({ content }: { content: SitemapContent }) {
  return (
    <div className="sitemap">
      {SITEMAP_GROUPS.map((group) => (
        <SitemapGroupView key={group} group={group} content={content} />
      ))}
    </div>
  )
}

function SitemapGroupView({ group, content }: { group: SitemapGroup; content: SitemapContent }) {
  const headingId = `sitemap-${group}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{content.groups[group]}</h2>
      <ul className="sitemap__routes">
        {SITE_ROUTES.filter((route) => route.group === group).map((route) => (
          <RouteEntry key={route.id} route={route} content={content} />
        ))}
      </ul>
    </section>
  )
}

function RouteEntry({ route, content }: { route: SiteRoute; content: SitemapContent }) {
  const t = useT()
  const text = content.routes[route.id]
  if (!text) return null
  const access = route.access === 'public' ? null : content.access[route.access]
  const listing = route.isPattern && route.link ? listingOf(route.link, content) : null
  return (
    <li data-route={route.pattern}>
      {route.link && !route.isPattern ? (
        <Link to={route.link}>{text.name}</Link>
      ) : (
        <strong>{text.name}</strong>
      )}
      {access && <span className="sitemap__access"> ({access})</span>}
      <span className="sitemap__description"> — {text.description}</span>
      {route.link && listing && (
        <>
          {' '}
          <Link to={route.link} className="sitemap__via">
            {t('sitemap.via', { page: listing })}
          </Link>
        </>
      )}
    </li>
  )
}

/** The name of the listing page a parameterised route is reached from. */
function listingOf(path: SitePath, content: SitemapContent): string | null {
  const listing = SITE_ROUTES.find((route) => route.pattern === path && !route.isPattern)
  return listing ? (content.routes[listing.id]?.name ?? null) : null
}
