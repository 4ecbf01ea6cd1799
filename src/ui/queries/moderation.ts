import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ModerationFilter } from '@domain/moderation/moderation'
import type { ModerationPort } from '@/ports'
import { adminKeys } from './admin'

export const moderationKeys = {
  all: (adminId: string) => [...adminKeys.all, 'moderation', adminId] as const,
}

/** One page of the reviews or photos queue; the previous page stays on screen while the next one loads. */
export function moderationQueueQuery(moderation: ModerationPort, adminId: string, filter: ModerationFilter) {
  return queryOptions({
    queryKey: [...moderationKeys.all(adminId), 'queue', filter] as const,
    queryFn: () => moderation.queue(filter),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** A reviewer's reviews, hidden ones included. */
export function reviewerReviewsQuery(moderation: ModerationPort, adminId: string, userId: number) {
  return queryOptions({
    queryKey: [...moderationKeys.all(adminId), 'reviewer', userId] as const,
    queryFn: () => moderation.reviewerReviews(userId),
    retry: false,
  })
}
