import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import type { ItemReport, ModerationFilter, QueuePhoto, QueueReview } from '@domain/moderation/moderation'
import { QUEUE_PAGE_SIZE } from '@domain/moderation/moderation'
import { formatDate } from '../../format/format'
import type { FailureText } from '../../forms/failure-text'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey, type TextValues } from '../../i18n/use-t'
import { moderationKeys, moderationQueueQuery } from '../../queries/moderation'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { BulkActionBar, type BulkAction } from '../admin/kit/bulk-action-bar'
import { SelectAllCheckbox, SelectRowCheckbox } from '../admin/kit/row-checkboxes'
import { useRowSelection, type RowSelection } from '../admin/kit/use-row-selection'
import { Pagination } from '../pagination'
import { HideActions } from './hide-actions'
import { photoBulkActions, photoName, reviewBulkActions, reviewName } from './moderation-bulk'
import { moderationFailure } from './moderation-failure'
import { ReviewerReviews } from './reviewer-reviews'

type Outcome = { key: TextKey; values: TextValues }
/** Runs a decision; resolves with the outcome to announce, or rejects with the server's refusal. */
type Decide = (run: () => Promise<Outcome>) => Promise<void>

/**
 * The reviews or photos of the work queue, a page at a time, each with its context and decisions. After a
 * decision the list is read again and focus moves to the message that says what was done.
 */
export function ModerationQueue({
  adminId,
  filter,
  searchFor,
}: {
  adminId: string
  filter: ModerationFilter
  searchFor: (page: number) => Record<string, unknown>
}) {
  const t = useT()
  const { moderation } = usePorts()
  const queryClient = useQueryClient()
  const query = useQuery(moderationQueueQuery(moderation, adminId, filter))
  const [outcome, setOutcome] = useState<{ text: Outcome | FailureText; isError: boolean } | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const locale = useLocale()
  // Ticked items for a bulk action; another tab, status or page starts with none.
  const pageKey = `${filter.type}:${filter.status}:${filter.page}`
  const reviews = useRowSelection(
    query.data?.reviews ?? [],
    (review) => review.id,
    (review) => reviewName(t, locale, review),
    pageKey,
  )
  const photos = useRowSelection(
    query.data?.photos ?? [],
    (photo) => photo.id,
    (photo) => photoName(t, locale, photo),
    pageKey,
  )
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all(adminId) })

  const decide: Decide = async (run) => {
    try {
      setOutcome({ text: await run(), isError: false })
    } catch (error) {
      setOutcome({ text: moderationFailure(error), isError: true })
    }
    await queryClient.invalidateQueries({ queryKey: moderationKeys.all(adminId) })
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }
  const pageCount = query.data ? Math.ceil(query.data.total / QUEUE_PAGE_SIZE) : 0

  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} className="moderation-outcome">
        {outcome ? (
          <FormMessage kind={outcome.isError ? 'error' : 'success'}>
            {t(outcome.text.key, outcome.text.values)}
          </FormMessage>
        ) : null}
      </div>
      {query.isPending ? <p role="status">{t('moderation.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('moderation.failed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('moderation.count', { count: query.data.total })}
        </p>
      ) : null}
      {query.data && query.data.total === 0 ? <p>{t('moderation.empty')}</p> : null}
      {filter.type === 'review' ? (
        <BulkTools selection={reviews} actions={reviewBulkActions(moderation)} onFinished={refresh} />
      ) : (
        <BulkTools selection={photos} actions={photoBulkActions(moderation)} onFinished={refresh} />
      )}
      <ul className="work-queue__list">
        {query.data?.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} adminId={adminId} decide={decide} selection={reviews} />
          </li>
        ))}
        {query.data?.photos.map((photo) => (
          <li key={photo.id}>
            <PhotoCard photo={photo} decide={decide} selection={photos} />
          </li>
        ))}
      </ul>
      <Pagination page={filter.page} pageCount={pageCount} searchFor={searchFor} />
    </>
  )
}

/** "Select all on this page" above the cards, and the bar with the actions for the ticked ones. */
function BulkTools<Item>({
  selection,
  actions,
  onFinished,
}: {
  selection: RowSelection<Item>
  actions: BulkAction<Item>[]
  onFinished: () => Promise<unknown>
}) {
  const t = useT()
  return (
    <div className="moderation-bulk">
      {selection.hasRows ? (
        <label className="moderation-bulk__all">
          <SelectAllCheckbox selection={selection} /> {t('adminBulk.selectAll')}
        </label>
      ) : null}
      <BulkActionBar selection={selection} actions={actions} onFinished={onFinished} />
    </div>
  )
}

function ReviewCard({
  review,
  adminId,
  decide,
  selection,
}: {
  review: QueueReview
  adminId: string
  decide: Decide
  selection: RowSelection<QueueReview>
}) {
  const t = useT()
  const locale = useLocale()
  const { moderation } = usePorts()
  const business = pickText(review.business.name, locale)
  const subject = t('moderation.reviewOf', { business })
  const { isBusy, run } = useRun(business)
  const hasOpenReports = review.reports.some((r) => r.isOpen)
  return (
    <article className="queue-item moderation-item" data-status={review.status}>
      <div className="moderation-item__head">
        <SelectRowCheckbox selection={selection} item={review} />
        <h3>{subject}</h3>
      </div>
      <dl className="queue-item__facts">
        <dt>{t('moderation.status')}</dt>
        <dd>{t(`moderation.reviewStatus.${review.status}`)}</dd>
        <dt>{t('moderation.author')}</dt>
        <dd>
          {review.author.name}
          {review.author.email ? (
            <>
              {' · '}
              <a href={`mailto:${review.author.email}`}>{review.author.email}</a>
            </>
          ) : null}
        </dd>
        <dt>{t('moderation.rating')}</dt>
        <dd>{t('moderation.stars', { rating: review.rating })}</dd>
        {review.flags.length > 0 ? (
          <>
            <dt>{t('moderation.flags')}</dt>
            <dd>{review.flags.map((flag) => t(`moderation.flag.${flag}`)).join('; ')}</dd>
          </>
        ) : null}
      </dl>
      <blockquote className="moderation-item__text" lang={review.language}>
        {review.body}
      </blockquote>
      {review.hiddenReason ? <p>{t('moderation.hiddenReason', { reason: review.hiddenReason })}</p> : null}
      <Reports reports={review.reports} />
      {review.author.id !== null ? (
        <ReviewerReviews adminId={adminId} userId={review.author.id} author={review.author.name} />
      ) : null}
      <HideActions
        subject={subject}
        isBusy={isBusy}
        canHide={review.status !== 'hidden'}
        onHide={(reason) =>
          void decide(run(() => moderation.hideReview(review.id, reason), 'moderation.hidden'))
        }
      >
        {review.status === 'held' || (review.status === 'published' && hasOpenReports) ? (
          <ActionButton
            label={review.status === 'held' ? 'moderation.approve' : 'moderation.dismiss'}
            subject={subject}
            isBusy={isBusy}
            isPrimary
            onClick={() => void decide(run(() => moderation.approveReview(review.id), 'moderation.approved'))}
          />
        ) : null}
        {review.status === 'hidden' ? (
          <ActionButton
            label="moderation.restore"
            subject={subject}
            isBusy={isBusy}
            onClick={() => void decide(run(() => moderation.restoreReview(review.id), 'moderation.restored'))}
          />
        ) : null}
      </HideActions>
    </article>
  )
}

function PhotoCard({
  photo,
  decide,
  selection,
}: {
  photo: QueuePhoto
  decide: Decide
  selection: RowSelection<QueuePhoto>
}) {
  const t = useT()
  const locale = useLocale()
  const { moderation } = usePorts()
  const [isConfirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const business = pickText(photo.business.name, locale)
  const subject = t('moderation.photoOf', { business })
  const { isBusy, run } = useRun(business)
  return (
    <article className="queue-item moderation-item" data-hidden={photo.isHidden || undefined}>
      <div className="moderation-item__head">
        <SelectRowCheckbox selection={selection} item={photo} />
        <h3>{subject}</h3>
      </div>
      <img className="moderation-item__photo" src={photo.url} alt={subject} width={240} height={180} />
      <p>{t(photo.isHidden ? 'moderation.photoHidden' : 'moderation.photoVisible')}</p>
      {photo.hiddenReason ? <p>{t('moderation.hiddenReason', { reason: photo.hiddenReason })}</p> : null}
      <Reports reports={photo.reports} />
      {isConfirming ? (
        <div className="queue-decision" role="group" aria-label={t('moderation.delete')}>
          <p>{t('moderation.confirmDelete')}</p>
          <div className="form-actions">
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              disabled={isBusy}
              onClick={() =>
                void decide(run(() => moderation.deletePhoto(photo.id), 'moderation.photoDeleted'))
              }
            >
              {t('moderation.confirmDeleteButton')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('moderation.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <HideActions
          subject={subject}
          isBusy={isBusy}
          canHide={!photo.isHidden}
          onHide={(reason) =>
            void decide(run(() => moderation.hidePhoto(photo.id, reason), 'moderation.photoHiddenDone'))
          }
        >
          {photo.reports.some((r) => r.isOpen) ? (
            <ActionButton
              label="moderation.dismiss"
              subject={subject}
              isBusy={isBusy}
              onClick={() =>
                void decide(run(() => moderation.dismissPhoto(photo.id), 'moderation.photoDismissed'))
              }
            />
          ) : null}
          {photo.isHidden ? (
            <ActionButton
              label="moderation.restore"
              subject={subject}
              isBusy={isBusy}
              onClick={() =>
                void decide(run(() => moderation.restorePhoto(photo.id), 'moderation.photoRestored'))
              }
            />
          ) : null}
          <ActionButton
            label="moderation.delete"
            subject={subject}
            isBusy={isBusy}
            onClick={() => {
              setConfirming(true)
              // The question appears with this render; its "Yes" button takes focus once it is there.
              requestAnimationFrame(() => confirmRef.current?.focus())
            }}
          />
        </HideActions>
      )}
    </article>
  )
}

/** A decision in progress (buttons wait) and the outcome it announces, naming the item's business. */
function useRun(business: string) {
  const [isBusy, setBusy] = useState(false)
  const run = (action: () => Promise<unknown>, key: TextKey) => async (): Promise<Outcome> => {
    setBusy(true)
    try {
      await action()
      return { key, values: { business } }
    } finally {
      setBusy(false)
    }
  }
  return { isBusy, run }
}

/** One decision's button, named with its item for screen readers ("Restore: Review of Meze House"). */
function ActionButton({
  label,
  subject,
  isBusy,
  isPrimary = false,
  onClick,
}: {
  label: TextKey
  subject: string
  isBusy: boolean
  isPrimary?: boolean
  onClick: () => void
}) {
  const t = useT()
  return (
    <button
      type="button"
      className={isPrimary ? 'button button--primary' : 'button'}
      disabled={isBusy}
      aria-label={`${t(label)}: ${subject}`}
      onClick={onClick}
    >
      {t(label)}
    </button>
  )
}

/** The reports with their reasons, open ones first as the server orders them by time. */
function Reports({ reports }: { reports: ItemReport[] }) {
  const t = useT()
  const locale = useLocale()
  if (reports.length === 0) return <p>{t('moderation.noReports')}</p>
  return (
    <section className="moderation-item__reports">
      <h4>{t('moderation.reports')}</h4>
      <ul>
        {reports.map((report, index) => (
          <li key={`${report.createdAt}-${index}`}>
            {t('moderation.report', {
              reason: report.reason,
              who: report.reporterName ?? t('moderation.visitor'),
              when: formatDate(report.createdAt, locale),
            })}
            {report.isOpen ? null : ` ${t('moderation.reportClosed')}`}
          </li>
        ))}
      </ul>
    </section>
  )
}
