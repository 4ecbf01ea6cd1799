import { pickLocale, pickText } from '@/domain/i18n/localized-text'
import type { Business } from '@/ports'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { AmenityList } from './amenity-list'
import { BusinessActions } from './business-actions'
import { BusinessGallery } from './business-gallery'
import { BusinessReviews } from './business-reviews'
import { CategoryChips } from './category-chips'
import { ContactFacts } from './contact-facts'
import { OpeningHours } from './opening-hours'
import { OpeningStatusBadge } from './opening-status-badge'
import { Rating } from './rating'
import { SimilarBusinesses } from './similar-businesses'
import { VerifiedBadge } from './verified-badge'

/** The business page, whichever way it was looked up (id, slug or category path). */
export function BusinessDetail({ business }: { business: Business }) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  return (
    <article className="page business-detail">
      {business.image && (
        <img className="business-hero" src={business.image} alt="" width={1600} height={600} />
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
          <BusinessActions business={business} website={business.website} />
        </div>
      </header>

      <div className="business-detail__layout">
        <div className="business-detail__main">
          <section className="section" aria-labelledby="about-heading">
            <h2 id="about-heading">{t('business.about')}</h2>
            <p lang={pickLocale(business.description, locale) ?? undefined}>
              {pickText(business.description, locale)}
            </p>
          </section>

          {business.amenities.length > 0 && (
            <section className="section" aria-labelledby="amenities-heading">
              <h2 id="amenities-heading">{t('business.amenities')}</h2>
              <AmenityList amenities={business.amenities} />
            </section>
          )}

          <BusinessGallery
            key={business.id}
            images={business.images}
            name={name}
            headingId="photos-heading"
          />

          <BusinessReviews key={`reviews-${business.id}`} businessId={business.id} />
        </div>

        <aside className="business-detail__aside">
          <section className="section panel" aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t('business.contact')}</h2>
            <ContactFacts business={business} />
          </section>
          <section className="section panel" aria-labelledby="hours-heading">
            <h2 id="hours-heading">{t('business.hours')}</h2>
            <OpeningStatusBadge hours={business.openingHours} />
            <OpeningHours hours={business.hours} captionId="hours-heading" />
          </section>
        </aside>
      </div>

      <SimilarBusinesses businessId={business.id} />
    </article>
  )
}
