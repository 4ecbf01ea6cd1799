import { useQueries } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { REVIEW_PAGE_SIZE } from '@domain/paging/page-sizes'
import type { Review } from '@domain/review/review'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { formatDate } from '../../format/format'
import { reviewsQuery } from '../../queries/businesses'
import { usePorts } from '../../use-router-context'
import { StarIcon } from '../icons'
import { ReportButton } from '../moderation/report-button'
import { ReviewForm } from './review-form'

/**
 * Reviews, 15 a page (spec §9), with "Load more" appending the next page. The first page is the one the loader
 * prefetched; each page is its own query, so a failed page can be retried alone.
 */
export function BusinessReviews({ businessId }: { businessId: number }) {
  const t = useT()
  const { businesses } = usePorts()
  const [pageCount, setPageCount] = useState(1)
  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, page) =>
      reviewsQuery(businesses, businessId, { limit: REVIEW_PAGE_SIZE, offset: page * REVIEW_PAGE_SIZE }),
    ),
  })
  const first = pages[0]
  const last = pages[pages.length - 1]
  const reviews = pages.flatMap((page) => page.data?.reviews ?? [])
  const failed = pages.find((page) => page.isError)

  return (
    <section className="section" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('business.reviews')}</h2>
      <ReviewForm businessId={businessId} />
      {first?.isPending ? null : first?.isError ? null : reviews.length === 0 ? (
        <p>{t('business.noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              actions={
                <ReportButton
                  kind="review"
                  id={review.id}
                  label={t('report.reviewLabel', { author: review.authorName })}
                />
              }
            />
          ))}
        </ul>
      )}
      {failed && (
        <div role="alert">
          <p>{t('error.reviews')}</p>
          <button type="button" className="button button--ghost" onClick={() => void failed.refetch()}>
            {t('error.retry')}
          </button>
        </div>
      )}
      {last?.isPending && pageCount > 1 && <p aria-live="polite">{t('business.loadingReviews')}</p>}
      {last?.data?.hasMore && !failed && (
        <button type="button" className="button" onClick={() => setPageCount((count) => count + 1)}>
          {t('business.loadMoreReviews')}
        </button>
      )}
    </section>
  )
}

/** One review as the public page shows it, with the owner's reply under it and the page's actions on it. */
export function ReviewItem({ review, actions }: { review: Review; actions?: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  return (
    <li className="review">
      <p className="review__rating">
        <StarIcon />
        <span className="visually-hidden">{t('business.rating', { rating: review.rating })}</span>
        <span aria-hidden="true">{review.rating}</span>
        <span className="review__language">{t(`reviewLanguage.${review.language}`)}</span>
      </p>
      {review.title && (
        <h3 className="review__title" lang={review.language}>
          {review.title}
        </h3>
      )}
      <p lang={review.language}>{review.body}</p>
      {review.photos.length > 0 && (
        <ul className="review__photos" aria-label={t('review.photos', { author: review.authorName })}>
          {review.photos.map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={t('review.photo', { n: index + 1, author: review.authorName })}
                width={120}
                height={120}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
      <p className="review__meta">
        {t('business.reviewBy', { author: review.authorName })} · {formatDate(review.createdAt, locale)}
      </p>
      {review.ownerReply && (
        <div className="review__owner-reply">
          <p className="review__owner-reply-label">
            <strong>{t('ownerReply.label')}</strong> · {formatDate(review.ownerReply.updatedAt, locale)}
          </p>
          <p>{review.ownerReply.text}</p>
        </div>
      )}
      {actions}
    </li>
  )
}
