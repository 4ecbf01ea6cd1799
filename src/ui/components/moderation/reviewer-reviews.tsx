import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { reviewerReviewsQuery } from '../../queries/moderation'
import { usePorts } from '../../use-router-context'

/** "Author's other reviews": a disclosure that loads the reviewer's reviews, hidden ones included. */
export function ReviewerReviews({
  adminId,
  userId,
  author,
}: {
  adminId: string
  userId: number
  author: string
}) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { moderation } = usePorts()
  const [isOpen, setOpen] = useState(false)
  const query = useQuery({ ...reviewerReviewsQuery(moderation, adminId, userId), enabled: isOpen })
  return (
    <div className="moderation-item__reviewer">
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen(!isOpen)}
      >
        {t('moderation.otherReviews')}
      </button>
      {isOpen ? (
        <section id={id} aria-label={t('moderation.otherReviewsOf', { author })}>
          {query.isPending ? <p role="status">{t('moderation.loading')}</p> : null}
          {query.isError ? <p role="alert">{t('moderation.failed')}</p> : null}
          <ul>
            {query.data?.reviews.map((review) => (
              <li key={review.id}>
                <strong>{pickText(review.business.name, locale)}</strong> ·{' '}
                {t('moderation.stars', { rating: review.rating })} ·{' '}
                {t(`moderation.reviewStatus.${review.status}`)}
                <p lang={review.language}>{review.body}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
