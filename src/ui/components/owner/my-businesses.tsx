import { Link } from '@tanstack/react-router'
import type { ListingGap, OwnerListing } from '@domain/business/listing'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT, type Translate } from '../../i18n/use-t'

/** "My businesses": each with its status, plan and what is still missing, and the way to manage it. */
export function MyBusinesses({
  listings,
  chosenId,
  onChoose,
}: {
  listings: OwnerListing[]
  chosenId: number | null
  onChoose(id: number): void
}) {
  const t = useT()
  const locale = useLocale()
  if (listings.length === 0) {
    return (
      <section className="my-businesses" aria-labelledby="my-businesses-title">
        <h2 id="my-businesses-title">{t('portal.myBusinesses')}</h2>
        <p>{t('portal.empty')}</p>
        <p className="my-businesses__actions">
          <Link to="/claim-business" className="button">
            {t('portal.claim')}
          </Link>{' '}
          <Link to="/add-business" className="button button--secondary">
            {t('portal.add')}
          </Link>
        </p>
      </section>
    )
  }
  return (
    <section className="my-businesses" aria-labelledby="my-businesses-title">
      <h2 id="my-businesses-title">{t('portal.myBusinesses')}</h2>
      <ul className="my-businesses__list">
        {listings.map((listing) => {
          const name = pickText(listing.name, locale)
          return (
            <li
              key={listing.id}
              className="my-businesses__item"
              aria-current={listing.id === chosenId || undefined}
            >
              <h3>{name}</h3>
              <p>
                <span className={`listing-status listing-status--${listing.status}`}>
                  {t(`portal.status.${listing.status}`)}
                </span>{' '}
                · {t('portal.planName', { name: listing.plan.name })}
              </p>
              <p>{gapsText(t, listing.gaps)}</p>
              <button type="button" className="button" onClick={() => onChoose(listing.id)}>
                {t('portal.manage')} <span className="visually-hidden">{name}</span>
              </button>
              {listing.status === 'approved' ? (
                <>
                  {' '}
                  <Link to="/$businessSlug" params={{ businessSlug: listing.slug }}>
                    {t('portal.viewPage')}
                  </Link>
                </>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function gapsText(t: Translate, gaps: ListingGap[]): string {
  if (gaps.length === 0) return t('portal.complete')
  const words = gaps.map((gap) =>
    gap === 'photos' || gap === 'hours'
      ? t(`portal.gap.${gap}`)
      : t('portal.gap.language', { language: t(`listing.lang.${gap}`) }),
  )
  return `${t('portal.incomplete')} ${words.join(', ')}`
}
