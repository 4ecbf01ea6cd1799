import { createFileRoute, Link } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { FOOTER_BUSINESS_LINKS, NAV_MENUS } from '../site-links'

export const Route = createFileRoute('/interactive-sitemap')({
  head: ({ match }) => pageHead(match, 'sitemap.title'),
  component: SitemapPage,
})

function SitemapPage() {
  const t = useT()
  return (
    <InfoPage titleKey="sitemap.title" introKey="sitemap.intro">
      <div className="sitemap">
        {NAV_MENUS.map((menu) => (
          <section key={menu.id} aria-labelledby={`sitemap-${menu.id}`}>
            <h2 id={`sitemap-${menu.id}`}>{t(menu.labelKey)}</h2>
            <ul>
              {menu.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-business">
          <h2 id="sitemap-business">{t('footer.businessLinks')}</h2>
          <ul>
            {FOOTER_BUSINESS_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </InfoPage>
  )
}
