import type { PublicPhoto, QueuePhoto, QueueReview, ReportableItem } from '@domain/moderation/moderation'
import { ApiError } from '@domain/errors'
import type { ModerationPort } from '@/ports'

export function aQueueReview(overrides: Partial<QueueReview> = {}): QueueReview {
  return {
    id: 31,
    status: 'published',
    flags: [],
    rating: 1,
    body: 'Terrible, visit www.cheap-deals.example instead.',
    language: 'en',
    createdAt: '2026-11-24T09:00:00.000Z',
    hiddenReason: null,
    business: { id: 7, slug: 'meze-house', name: { en: 'Meze House' } },
    author: { id: 12, name: 'Andreas P.', email: 'andreas@example.cy' },
    reports: [
      { reason: 'Spam, an advert', createdAt: '2026-11-24T10:00:00.000Z', reporterName: null, isOpen: true },
    ],
    ...overrides,
  }
}

export function aQueuePhoto(overrides: Partial<QueuePhoto> = {}): QueuePhoto {
  return {
    id: 5,
    url: '/media/uploads/owners/photo-thumb.webp',
    isHidden: false,
    hiddenReason: null,
    createdAt: '2026-11-24T08:00:00.000Z',
    business: { id: 7, slug: 'meze-house', name: { en: 'Meze House' } },
    reports: [
      {
        reason: 'Not this place',
        createdAt: '2026-11-24T10:00:00.000Z',
        reporterName: 'Maria',
        isOpen: true,
      },
    ],
    ...overrides,
  }
}

type Options = { reportFailure?: string; photos?: PublicPhoto[] }

/** Reports and the admin's moderation in memory; decisions change the items as the server would. */
export function fakeModeration(
  reviews: QueueReview[] = [],
  photos: QueuePhoto[] = [],
  { reportFailure, photos: publicPhotos = [] }: Options = {},
) {
  const reports: Array<{ kind: ReportableItem; id: number; reason: string }> = []
  const isOpen = (item: { reports: QueueReview['reports'] }) => item.reports.some((r) => r.isOpen)
  const closeReports = <T extends { reports: QueueReview['reports'] }>(item: T): T => ({
    ...item,
    reports: item.reports.map((r) => ({ ...r, isOpen: false })),
  })
  const review = (id: number, change: (r: QueueReview) => QueueReview) => {
    const index = reviews.findIndex((r) => r.id === id)
    const found = reviews[index]
    if (!found) throw new ApiError('moderation.decisionFailed', 404, 'REVIEW_NOT_FOUND')
    reviews[index] = change(found)
    return reviews[index]
  }
  const photo = (id: number, change: (p: QueuePhoto) => QueuePhoto) => {
    const index = photos.findIndex((p) => p.id === id)
    const found = photos[index]
    if (!found) throw new ApiError('moderation.decisionFailed', 404, 'PHOTO_NOT_FOUND')
    photos[index] = change(found)
    return photos[index]
  }
  const port: ModerationPort & { reports: typeof reports } = {
    reports,
    async report(kind, id, reason) {
      if (reportFailure) throw new ApiError('report.failed', 429, reportFailure)
      reports.push({ kind, id, reason })
    },
    async businessPhotos() {
      return publicPhotos
    },
    async queue(filter) {
      const wantsOpen = filter.status === 'open'
      const openReview = (r: QueueReview) => r.status === 'held' || isOpen(r)
      const items =
        filter.type === 'review'
          ? { reviews: reviews.filter((r) => openReview(r) === wantsOpen), photos: [] }
          : { reviews: [], photos: photos.filter((p) => isOpen(p) === wantsOpen) }
      return { total: items.reviews.length + items.photos.length, ...items }
    },
    async reviewerReviews(userId) {
      const mine = reviews.filter((r) => r.author.id === userId)
      return { reviews: mine, total: mine.length }
    },
    async hideReview(id, reason) {
      return review(id, (r) => closeReports({ ...r, status: 'hidden', hiddenReason: reason }))
    },
    async restoreReview(id) {
      return review(id, (r) => ({ ...r, status: 'published', hiddenReason: null }))
    },
    async approveReview(id) {
      return review(id, (r) => closeReports({ ...r, status: 'published' }))
    },
    async hidePhoto(id, reason) {
      return photo(id, (p) => closeReports({ ...p, isHidden: true, hiddenReason: reason }))
    },
    async restorePhoto(id) {
      return photo(id, (p) => ({ ...p, isHidden: false, hiddenReason: null }))
    },
    async dismissPhoto(id) {
      return photo(id, closeReports)
    },
    async deletePhoto(id) {
      photo(id, (p) => p)
      photos.splice(
        photos.findIndex((p) => p.id === id),
        1,
      )
    },
  }
  return port
}
