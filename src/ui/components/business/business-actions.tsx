import { Link } from '@tanstack/react-router'
import { directionsUrl } from '@domain/business/directions-url'
import type { BusinessSummary } from '@domain/business/business'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { SaveButton } from '../saved/save-button'
import { useBusinessEvent } from '../../analytics/use-business-event'
import { NewTabHint, NewTabLink } from '../new-tab-link'
import { DetailsIcon, DirectionsIcon, GlobeIcon, PhoneIcon } from './business-icons'

/** Call, website and directions (and, in the preview, view details): plain links, nothing loads from elsewhere. */
export function BusinessActions({
  business,
  website,
  hasDetailsLink = false,
}: {
  business: Pick<BusinessSummary, 'id' | 'slug' | 'name' | 'phone' | 'lat' | 'lng'>
  website: string | null
  hasDetailsLink?: boolean
}) {
  const t = useT()
  const locale = useLocale()
  // Each action is counted for the owner's statistics (first-party, and the tags after consent).
  const report = useBusinessEvent(business.id)
  return (
    <ul className="business-actions">
      {business.phone && (
        <li>
          <a
            className="button"
            href={`tel:${business.phone.replace(/\s+/g, '')}`}
            onClick={() => report('business_call')}
          >
            <PhoneIcon />
            {t('business.call')}
          </a>
        </li>
      )}
      {website && (
        <li>
          <NewTabLink
            className="button button--ghost"
            href={website}
            rel="noopener noreferrer nofollow"
            onClick={() => report('business_website')}
          >
            <GlobeIcon />
            {t('business.visitWebsite')}
          </NewTabLink>
        </li>
      )}
      <li>
        <NewTabLink
          className="button button--ghost"
          href={directionsUrl(business.lat, business.lng)}
          onClick={() => report('business_directions')}
        >
          <DirectionsIcon />
          {t('business.directions')}
        </NewTabLink>
      </li>
      <li>
        <SaveButton businessId={business.id} name={pickText(business.name, locale)} />
      </li>
      {hasDetailsLink && (
        <li>
          <Link
            to="/$businessSlug"
            params={{ businessSlug: business.slug }}
            className="button button--ghost"
            target="_blank"
            rel="noopener"
          >
            <DetailsIcon />
            {t('business.viewDetails')}
            <NewTabHint />
          </Link>
        </li>
      )}
    </ul>
  )
}
