import type { BusinessLink } from '@domain/chat/reply-segments'
import { useT } from '../../i18n/use-t'
import { useCardActions } from '../business/card-actions-context'
import { StarIcon } from '../icons'
import { NewTabHint } from '../new-tab-link'

/**
 * A compact business card from a bot reply, linking to /{slug} in a new tab, with Preview and Ask AI (spec §2
 * "Business card", §4).
 */
export function BusinessLinkCard({ business }: { business: BusinessLink }) {
  const t = useT()
  const renderActions = useCardActions()
  const facts = [business.category, business.city].filter(Boolean).join(' · ')
  return (
    <div className="chat-business-card">
      <a className="chat-business" href={`/${business.slug}`} target="_blank" rel="noopener">
        {business.image ? (
          <img className="chat-business__image" src={business.image} alt="" loading="lazy" />
        ) : null}
        <span className="chat-business__text">
          <span className="chat-business__name">{business.name}</span>
          {facts ? <span className="chat-business__facts">{facts}</span> : null}
          {business.isPermanentlyClosed ? (
            <span className="badge badge--closed">{t('business.permanentlyClosed')}</span>
          ) : null}
          {business.rating !== undefined ? (
            <span className="chat-business__rating">
              <StarIcon />
              <span aria-hidden="true">{business.rating.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('business.rating', { rating: business.rating.toFixed(1) })}
              </span>
              {business.reviews !== undefined ? (
                <span> ({t('chat.business.reviews', { count: business.reviews })})</span>
              ) : null}
            </span>
          ) : null}
        </span>
        <NewTabHint />
      </a>
      {renderActions({ business, name: business.name, className: 'chat-business__actions' })}
    </div>
  )
}
