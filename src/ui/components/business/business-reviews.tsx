import { useQuery } from '@tanstack/react-query'
import { REVIEW_PAGE_SIZE } from '@/domain/directory/page-sizes'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../format/format'
import { reviewsQuery } from '../../queries/businesses'
import { usePorts } from '../../use-router-context'
import { StarIcon } from '../icons'

/** The first page of reviews (spec §9: 15); a failure stays inside this section. */
export function BusinessReviews({ businessId }: { businessId: number }) {
  const t = useT()
  const locale = useLocale()
  const { businesses } = usePorts()
  const { data, isPending, isError } = useQuery(
    reviewsQuery(businesses, businessId, { limit: REVIEW_PAGE_SIZE, offset: 0 }),
  )
  return (
    <section className="section" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('business.reviews')}</h2>
      {isPending ? null : isError ? (
        <p role="alert">{t('error.reviews')}</p>
      ) : data.reviews.length === 0 ? (
        <p>{t('business.noReviews')}</p>
      ) : (
        <>
          <ul className="reviews">
            {data.reviews.map((review) => (
              <li key={review.id} className="review" lang={review.language}>
                <p className="review__rating">
                  <StarIcon />
                  <span className="visually-hidden">{t('business.rating', { rating: review.rating })}</span>
                  <span aria-hidden="true">{review.rating}</span>
                </p>
                {review.title && <h3 className="review__title">{review.title}</h3>}
                <p>{review.body}</p>
                <p className="review__meta">
                  {t('business.reviewBy', { author: review.authorName })} ·{' '}
                  {formatDate(review.createdAt, locale)}
                </p>
              </li>
            ))}
          </ul>
          {data.total > data.reviews.length && (
            <p>{t('business.moreReviews', { count: data.total - data.reviews.length })}</p>
          )}
        </>
      )}
    </section>
  )
}
