import { Link } from '@tanstack/react-router'
import { pickText } from '@domain/i18n/localized-text'
import type { BusinessSummary } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { NewTabHint } from '../new-tab-link'
import { BusinessCardActions } from './business-card-actions'
import { PriceRangeLabel } from './price-range'
import { Rating } from './rating'
import { VerifiedBadge } from './verified-badge'

/** The compact card (spec §2, §4): links to /{slug} in a new tab; Preview and Ask AI open their dialogs. */
export function BusinessCard({
  business,
  headingLevel = 3,
}: {
  business: BusinessSummary
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const primary = business.categories[0]
  return (
    <article className="card business-card">
      {business.image && (
        <img className="card__image" src={business.image} alt="" loading="lazy" width={400} height={225} />
      )}
      <div className="card__body">
        <div className="business-card__title">
          {business.logo && (
            <img className="business-card__logo" src={business.logo} alt="" width={40} height={40} />
          )}
          <Heading className="card__heading">
            <Link
              to="/$businessSlug"
              params={{ businessSlug: business.slug }}
              className="card__link"
              target="_blank"
              rel="noopener"
            >
              {name}
              <NewTabHint />
            </Link>
          </Heading>
        </div>
        <p className="card__meta">
          {primary && <span>{pickText(primary.name, locale)}</span>}
          {primary && ' · '}
          <span>{pickText(business.city, locale)}</span>
        </p>
        <Rating rating={business.rating} reviewCount={business.reviewCount} />
        <p className="card__badges">
          {business.verified && <VerifiedBadge />}
          {business.featured && <span className="badge">{t('business.featured')}</span>}
          {business.priceRange && <PriceRangeLabel value={business.priceRange} />}
        </p>
        <p className="card__text">{pickText(business.description, locale)}</p>
        <BusinessCardActions business={business} name={name} />
      </div>
    </article>
  )
}

export function BusinessGrid({
  businesses,
  headingLevel,
}: {
  businesses: BusinessSummary[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="card-grid">
      {businesses.map((business) => (
        <li key={business.id}>
          <BusinessCard business={business} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
