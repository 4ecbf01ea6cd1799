import { pickLocale, pickText } from '@domain/i18n/localized-text'
import type { Business } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { AmenityList } from './amenity-list'
import { BusinessIntro } from './business-intro'
import { BusinessGallery } from './business-gallery'
import { BusinessReviews } from './business-reviews'
import { ContactFacts } from './contact-facts'
import { SaveContact } from './save-contact'
import { ShareButton } from '../share/share-button'
import { OpeningHours } from './opening-hours'
import { OpeningStatusBadge } from './opening-status-badge'
import { SimilarBusinesses } from './similar-businesses'

/** The business page, whichever way it was looked up (id, slug or category path). */
export function BusinessDetail({ business }: { business: Business }) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  return (
    <article className="page business-detail">
      <BusinessIntro business={business} variant="page" />

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
            businessId={business.id}
          />

          <BusinessReviews key={`reviews-${business.id}`} businessId={business.id} />
        </div>

        <aside className="business-detail__aside">
          <section className="section panel" aria-labelledby="contact-heading">
            <h2 id="contact-heading">{t('business.contact')}</h2>
            <ContactFacts business={business} />
            <SaveContact business={business} />
            <ShareButton title={name} path={`/${business.slug}`} />
          </section>
          <section className="section panel" aria-labelledby="hours-heading">
            <h2 id="hours-heading">{t('business.hours')}</h2>
            <OpeningStatusBadge
              hours={business.openingHours}
              closedDates={business.closedDates}
              isPermanentlyClosed={!!business.permanentlyClosedAt}
            />
            <OpeningHours hours={business.hours} captionId="hours-heading" />
          </section>
        </aside>
      </div>

      <SimilarBusinesses businessId={business.id} />
    </article>
  )
}
