import { pickLocale, pickText } from '@domain/i18n/localized-text'
import type { Business } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { AskAiButton } from '../ask-ai/ask-ai-button'
import { SuggestEditButton } from '../edit-suggestions/suggest-edit-button'
import { CategoryChips } from './category-chips'
import { BusinessActions } from './business-actions'
import { Rating } from './rating'
import { VerifiedBadge } from './verified-badge'

// The page's name is its <h1>; inside the preview dialog the dialog title is the heading, so the name is text.
const VARIANTS = {
  page: { logoSize: 80, hasDetailsLink: false },
  preview: { logoSize: 64, hasDetailsLink: true },
} as const

/** Spec §2: hero (16:6), logo, name, category chips, rating with review count, verified badge and actions. */
export function BusinessIntro({ business, variant }: { business: Business; variant: keyof typeof VARIANTS }) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(business.name, locale)
  const nameLang = pickLocale(business.name, locale) ?? undefined
  const { logoSize, hasDetailsLink } = VARIANTS[variant]
  const Header = variant === 'page' ? 'header' : 'div'
  return (
    <>
      {business.image && (
        <img
          className="business-hero"
          src={business.image}
          alt=""
          width={1600}
          height={600}
          // On the page, the banner is its largest picture: fetched before the scripts' preloads.
          fetchPriority={variant === 'page' ? 'high' : undefined}
        />
      )}
      <Header className="business-detail__header">
        {business.logo && (
          <img
            className="business-detail__logo"
            src={business.logo}
            alt={t('business.logoAlt', { name })}
            width={logoSize}
            height={logoSize}
          />
        )}
        <div>
          {variant === 'page' ? (
            <h1 lang={nameLang}>{name}</h1>
          ) : (
            <p className="business-preview__name" lang={nameLang}>
              {name}
            </p>
          )}
          <CategoryChips categories={business.categories} label={t('business.categories')} />
          <div className="business-detail__summary">
            <Rating rating={business.rating} reviewCount={business.reviewCount} />
            {business.verified && <VerifiedBadge />}
          </div>
          {business.permanentlyClosedAt ? (
            <p className="business-closed-notice">{t('business.permanentlyClosed')}</p>
          ) : null}
          <BusinessActions business={business} website={business.website} hasDetailsLink={hasDetailsLink} />
          <AskAiButton businessSlug={business.slug} businessName={name} />
          <SuggestEditButton business={business} name={name} />
        </div>
      </Header>
    </>
  )
}
