import { pickText } from '@domain/i18n/localized-text'
import type { Business } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { NewTabLink } from '../new-tab-link'
import { PriceRangeLabel } from './price-range'

/** Address, phone, email, website and price range. */
export function ContactFacts({ business }: { business: Business }) {
  const t = useT()
  const locale = useLocale()
  return (
    <dl className="facts">
      <dt>{t('business.address')}</dt>
      <dd>{pickText(business.address, locale)}</dd>
      {business.phone && (
        <>
          <dt>{t('business.phone')}</dt>
          <dd>
            <a href={`tel:${business.phone.replace(/\s+/g, '')}`}>{business.phone}</a>
          </dd>
        </>
      )}
      {business.email && (
        <>
          <dt>{t('business.email')}</dt>
          <dd>
            <a href={`mailto:${business.email}`}>{business.email}</a>
          </dd>
        </>
      )}
      {business.website && (
        <>
          <dt>{t('business.website')}</dt>
          <dd>
            <NewTabLink href={business.website} rel="noopener noreferrer nofollow">
              {displayUrl(business.website)}
            </NewTabLink>
          </dd>
        </>
      )}
      {business.priceRange && (
        <>
          <dt>{t('business.priceRange')}</dt>
          <dd>
            <PriceRangeLabel value={business.priceRange} />
          </dd>
        </>
      )}
    </dl>
  )
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}
