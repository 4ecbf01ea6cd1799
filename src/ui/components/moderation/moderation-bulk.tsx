import { pickText } from '@domain/i18n/localized-text'
import {
  MAX_HIDE_REASON,
  MIN_HIDE_REASON,
  type QueuePhoto,
  type QueueReview,
} from '@domain/moderation/moderation'
import type { ModerationPort } from '@/ports'
import type { Locale } from '@domain/i18n/localized-text'
import type { Translate } from '../../i18n/use-t'
import type { BulkAction } from '../admin/kit/bulk-action-bar'

const HIDE_REASON = { isRequired: true, minLength: MIN_HIDE_REASON, maxLength: MAX_HIDE_REASON }

/** Reviews: hide with one reason for all (each author is mailed it), restore hidden ones, approve held ones. */
export function reviewBulkActions(moderation: ModerationPort): BulkAction<QueueReview>[] {
  return [
    {
      kind: 'hide',
      reason: HIDE_REASON,
      isDanger: true,
      appliesTo: (review) => review.status !== 'hidden',
      run: (review, reason) => moderation.hideReview(review.id, reason ?? ''),
    },
    {
      kind: 'restore',
      appliesTo: (review) => review.status === 'hidden',
      run: (review) => moderation.restoreReview(review.id),
    },
    {
      kind: 'approve',
      appliesTo: (review) => review.status === 'held',
      run: (review) => moderation.approveReview(review.id),
    },
  ]
}

/** Photos: hide with one reason, restore hidden ones, dismiss the open reports of the others. */
export function photoBulkActions(moderation: ModerationPort): BulkAction<QueuePhoto>[] {
  return [
    {
      kind: 'hide',
      reason: HIDE_REASON,
      isDanger: true,
      appliesTo: (photo) => !photo.isHidden,
      run: (photo, reason) => moderation.hidePhoto(photo.id, reason ?? ''),
    },
    {
      kind: 'restore',
      appliesTo: (photo) => photo.isHidden,
      run: (photo) => moderation.restorePhoto(photo.id),
    },
    {
      kind: 'dismiss',
      appliesTo: (photo) => photo.reports.some((report) => report.isOpen),
      run: (photo) => moderation.dismissPhoto(photo.id),
    },
  ]
}

/** A review as the bulk summary names it: its business and its author, since a business has many reviews. */
export function reviewName(t: Translate, locale: Locale, review: QueueReview): string {
  return t('adminBulk.reviewName', {
    business: pickText(review.business.name, locale),
    author: review.author.name,
  })
}

export function photoName(t: Translate, locale: Locale, photo: QueuePhoto): string {
  return t('adminBulk.photoName', { id: photo.id, business: pickText(photo.business.name, locale) })
}
