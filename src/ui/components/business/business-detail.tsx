import { pickLocale, pickText } from '@/domain/i18n/localized-text'
import type { Business } from '@/ports'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { BusinessReviews } from './business-reviews'
import { CategoryChips } from './category-chips'
import { OpeningHours } from './opening-hours'
import { PriceRangeLabel } from './price-range'
import { Rating } from './rating'
import { VerifiedBadge } from './verified-badge'

/** The business page, whichever way it was looked up (id, slug or category path). */
export function BusinessDetail({ business }: { business: Business }) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  const description = pickText(business.description, locale)
  return (
    <article className="page business-detail">
      {business.image && (
        <img className="business-detail__hero" src={business.image} alt="" width={1200} height={450} />
      )}
      <header className="business-detail__header">
        {business.logo && (
          <img
            className="business-detail__logo"
            src={business.logo}
            alt={t('business.logoAlt', { name })}
            width={80}
            height={80}
          />
        )}
        <div>
          <h1 lang={pickLocale(business.name, locale) ?? undefined}>{name}</h1>
          <CategoryChips categories={business.categories} label={t('business.categories')} />
          <div className="business-detail__summary">
            <Rating rating={business.rating} reviewCount={business.reviewCount} />
            {business.verified && <VerifiedBadge />}
          </div>
        </div>
      </header>

      <div className="business-detail__layout">
        <div className="business-detail__main">
          <section className="section" aria-labelledby="about-heading">
            <h2 id="about-heading">{t('business.about')}</h2>
            <p lang={pickLocale(business.description, locale) ?? undefined}>{description}</p>
          </section>

          {business.amenities.length > 0 && (
            <section className="section" aria-labelledby="amenities-heading">
              <h2 id="amenities-heading">{t('business.amenities')}</h2>
              <ul className="amenities">
                {business.amenities.map((amenity) => (
                  <li key={amenity.slug}>{pickText(amenity.name, locale)}</li>
                ))}
              </ul>
            </section>
          )}

          {business.images.length > 0 && (
            <section className="section" aria-labelledby="photos-heading">
              <h2 id="photos-heading">{t('business.photos')}</h2>
              <ul className="gallery">
                {business.images.map((src, index) => (
                  <li key={src}>
                    <img
                      src={src}
                      alt={t('business.photoAlt', { number: index + 1, name })}
                      loading="lazy"
                      width={400}
                      height={300}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}

          <BusinessReviews businessId={business.id} />
        </div>

        <aside className="business-detail__aside">
          <section className="section panel" aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t('business.contact')}</h2>
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
                    <a href={business.website} rel="noopener noreferrer nofollow">
                      {displayUrl(business.website)}
                    </a>
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
          </section>
          <section className="section panel" aria-labelledby="hours-heading">
            <h2 id="hours-heading">{t('business.hours')}</h2>
            <OpeningHours hours={business.hours} captionId="hours-heading" />
          </section>
        </aside>
      </div>
    </article>
  )
}

function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '')
}
