import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { Review } from '@domain/review/review'
import { useT } from '../../i18n/use-t'
import { businessKeys } from '../../queries/businesses'
import { ownerKeys, ownerReviewsQuery } from '../../queries/owner-tools'
import { usePorts } from '../../use-router-context'
import { ReviewItem } from '../business/business-reviews'
import { MessageField } from '../message-field'
import { OwnerFailure, PlanLocked } from './kit/owner-feedback'
import { OwnerPanel } from './kit/owner-panel'

/** Every review of the business, newest first, with a "not answered" filter and one reply per review. */
export function ReviewsPanel({ businessId }: { businessId: number }) {
  const t = useT()
  const { ownerTools } = usePorts()
  const [isUnansweredOnly, setUnansweredOnly] = useState(false)
  const { data, isError } = useQuery(ownerReviewsQuery(ownerTools, businessId, isUnansweredOnly))

  return (
    <OwnerPanel title={t('ownerReviews.title')} isError={isError}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={isUnansweredOnly}
          onChange={(event) => setUnansweredOnly(event.target.checked)}
        />{' '}
        {t('ownerReviews.unanswered')}
      </label>
      {data && !data.canReply && <PlanLocked>{t('ownerReviews.locked')}</PlanLocked>}
      {data &&
        (data.reviews.length === 0 ? (
          <p>{t('ownerReviews.none')}</p>
        ) : (
          <ul className="reviews">
            {data.reviews.map((review) => (
              <OwnerReviewItem key={review.id} review={review} canReply={data.canReply} />
            ))}
          </ul>
        ))}
    </OwnerPanel>
  )
}

function OwnerReviewItem({ review, canReply }: { review: Review; canReply: boolean }) {
  const t = useT()
  // The owner sees every review of the business; one an admin hid or a check holds says so.
  const status =
    review.status && review.status !== 'published' ? (
      <p className="review__status">{t(`moderation.reviewStatus.${review.status}`)}</p>
    ) : null
  return (
    <>
      <ReviewItem review={review} actions={status} />
      {canReply && <ReplyForm review={review} />}
    </>
  )
}

function ReplyForm({ review }: { review: Review }) {
  const t = useT()
  const id = useId()
  const { ownerTools } = usePorts()
  const queryClient = useQueryClient()
  const [text, setText] = useState(review.ownerReply?.text ?? '')
  const reply = useMutation({
    mutationFn: () => ownerTools.reply(review.id, text.trim()),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.business(review.businessId) }),
        queryClient.invalidateQueries({ queryKey: businessKeys.details }),
      ]),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim()) reply.mutate()
  }
  return (
    <li className="review-reply">
      <form onSubmit={submit}>
        <MessageField
          id={`${id}-reply`}
          label={t('ownerReviews.reply', { author: review.authorName })}
          value={text}
          onChange={setText}
          hasVoice
        />
        <button type="submit" className="button" disabled={reply.isPending}>
          {review.ownerReply ? t('ownerReviews.update') : t('ownerReviews.send')}
        </button>
        <p aria-live="polite">{reply.isSuccess ? t('ownerReviews.saved') : ''}</p>
        <OwnerFailure error={reply.error} />
      </form>
    </li>
  )
}
