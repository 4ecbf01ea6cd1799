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

/**
 * How a card's picture loads: `lazy` when the browser reaches it; `eager` at once, for a card in the first screen;
 * `first` at once and before the page's other pictures, for the first card, often the largest paint of the page.
 * The logo loads as its card does, so cards further down the page do not take the first screen's bandwidth.
 */
export type CardImageLoading = 'lazy' | 'eager' | 'first'

/** The compact card (spec §2, §4): links to /{slug} in a new tab; Preview and Ask AI open their dialogs. */
export function BusinessCard({
  business,
  headingLevel = 3,
  imageLoading = 'lazy',
}: {
  business: BusinessSummary
  headingLevel?: 2 | 3
  imageLoading?: CardImageLoading
}) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const primary = business.categories[0]
  const loading = imageLoading === 'lazy' ? 'lazy' : 'eager'
  return (
    <article className="card business-card">
      {business.image && (
        <img
          className="card__image"
          src={business.image}
          alt=""
          loading={loading}
          fetchPriority={imageLoading === 'first' ? 'high' : undefined}
          width={400}
          height={225}
        />
      )}
      <div className="card__body">
        <div className="business-card__title">
          {business.logo && (
            <img
              className="business-card__logo"
              src={business.logo}
              alt=""
              loading={loading}
              width={40}
              height={40}
            />
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
          {business.permanentlyClosedAt && (
            <span className="badge badge--closed">{t('business.permanentlyClosed')}</span>
          )}
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

/**
 * Cards in a grid. `isFirstScreen`: the grid opens the page (the home page's first section, the listing's results),
 * so the first row's pictures load at once; lazily loaded, the largest paint waited for the layout to find them.
 */
export function BusinessGrid({
  businesses,
  headingLevel,
  isFirstScreen = false,
}: {
  businesses: BusinessSummary[]
  headingLevel?: 2 | 3
  isFirstScreen?: boolean
}) {
  return (
    <ul className="card-grid">
      {businesses.map((business, index) => (
        <li key={business.id}>
          <BusinessCard
            business={business}
            headingLevel={headingLevel}
            imageLoading={isFirstScreen ? firstScreenLoading(index) : 'lazy'}
          />
        </li>
      ))}
    </ul>
  )
}

// A phone's first screen shows one card, a laptop's first row three or four.
const FIRST_ROW_CARDS = 3

function firstScreenLoading(index: number): CardImageLoading {
  if (index === 0) return 'first'
  return index < FIRST_ROW_CARDS ? 'eager' : 'lazy'
}
