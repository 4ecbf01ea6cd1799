import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { pickLocale, pickText } from '@domain/i18n/localized-text'
import type { Business } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { businessPreviewQuery } from '../../queries/businesses'
import { usePorts } from '../../use-router-context'
import { Dialog } from '../dialog/dialog'
import { AmenityList } from './amenity-list'
import { BusinessGallery } from './business-gallery'
import { BusinessIntro } from './business-intro'
import { ContactFacts } from './contact-facts'
import { SaveContact } from './save-contact'
import { OpeningHours } from './opening-hours'
import { OpeningStatusBadge } from './opening-status-badge'

/** Spec §2 "Business card and preview": the business at a glance in a large dialog, loaded when opened. */
export function BusinessPreviewDialog({
  businessId,
  title,
  isOpen,
  onClose,
}: {
  businessId: number
  title: string
  isOpen: boolean
  onClose: () => void
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} size="lg" height="tall">
      <PreviewContent businessId={businessId} />
    </Dialog>
  )
}

function PreviewContent({ businessId }: { businessId: number }) {
  const t = useT()
  const { businesses } = usePorts()
  const hasId = Number.isInteger(businessId) && businessId > 0
  const { data, isPending, isError, refetch } = useQuery({
    ...businessPreviewQuery(businesses, businessId),
    enabled: hasId,
  })
  // Spec §8: a preview without an id cannot ask for anything.
  if (!hasId) return <p role="alert">{t('error.businessIdRequired')}</p>
  if (isPending) {
    return (
      <div className="spinner" role="status">
        <span className="visually-hidden">{t('business.loading')}</span>
      </div>
    )
  }
  if (isError || !data) {
    return (
      <div role="alert" className="load-error">
        <p>{t('error.preview')}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          {t('error.retry')}
        </button>
      </div>
    )
  }
  return <PreviewBody business={data} />
}

function PreviewBody({ business }: { business: Business }) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const name = pickText(business.name, locale)
  return (
    <div className="business-preview">
      <BusinessIntro business={business} variant="preview" />
      <section className="section" aria-labelledby={`${id}-about`}>
        <h3 id={`${id}-about`}>{t('business.about')}</h3>
        <p lang={pickLocale(business.description, locale) ?? undefined}>
          {pickText(business.description, locale)}
        </p>
      </section>
      {business.amenities.length > 0 && (
        <section className="section" aria-labelledby={`${id}-amenities`}>
          <h3 id={`${id}-amenities`}>{t('business.amenities')}</h3>
          <AmenityList amenities={business.amenities} />
        </section>
      )}
      <BusinessGallery images={business.images} name={name} headingId={`${id}-photos`} headingLevel={3} />
      <section className="section" aria-labelledby={`${id}-contact`}>
        <h3 id={`${id}-contact`}>{t('business.contact')}</h3>
        <ContactFacts business={business} />
        <SaveContact business={business} />
      </section>
      <section className="section" aria-labelledby={`${id}-hours`}>
        <h3 id={`${id}-hours`}>{t('business.hours')}</h3>
        <OpeningStatusBadge
          hours={business.openingHours}
          closedDates={business.closedDates}
          isPermanentlyClosed={!!business.permanentlyClosedAt}
        />
        <OpeningHours hours={business.hours} captionId={`${id}-hours`} />
      </section>
    </div>
  )
}
