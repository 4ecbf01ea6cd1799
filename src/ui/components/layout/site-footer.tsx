import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { FOOTER_BUSINESS_LINKS, FOOTER_QUICK_LINKS } from '../../site-links'
import { useConsent } from '../consent/consent-provider'
import { LogoMark } from '../icons'
import { NewsletterBlock } from '../newsletter/newsletter-block'

export function SiteFooter() {
  const t = useT()
  const year = new Date().getFullYear()
  const consent = useConsent()
  return (
    <footer className="site-footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <p className="brand brand--footer">
            <LogoMark className="brand__mark" />
            <span className="brand__name">{t('app.name')}</span>
          </p>
          <p>{t('footer.description')}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="footer__links">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-business-links">
          <h2 id="footer-business-links" className="footer__heading">
            {t('footer.businessLinks')}
          </h2>
          <ul className="footer__links">
            {FOOTER_BUSINESS_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterBlock />
      </div>
      <div className="container footer__bottom">
        <p>{t('footer.copyright', { year })}</p>
        <ul className="footer__legal" aria-label={t('footer.legal')}>
          <li>
            <Link to="/terms-and-conditions" hash="privacy">
              {t('footer.privacy')}
            </Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
          </li>
          <li>
            {/* For developers: the server's own page (/api/docs), not a route of this app. */}
            <a href="/api/docs">{t('footer.apiReference')}</a>
          </li>
          {consent.isConfigured && (
            <li>
              <button type="button" className="footer__link-button" onClick={consent.reopen}>
                {t('consent.settings')}
              </button>
            </li>
          )}
        </ul>
      </div>
    </footer>
  )
}
