import { ApiError } from '@domain/errors'
import type { Inbox, OwnerPhoto, OwnerPhotos, SentMessage } from '@domain/owners/owner-tools'
import { BASIC_FALLBACK, BASIC_PLAN, type PlanFeatures, type PlanInfo } from '@domain/plans/plan-features'
import type { Review } from '@domain/review/review'
import type { OwnerToolsPort } from '@/ports'
import type { BearerAware } from './fakes'

export type FakeOwnerToolsState = {
  features?: PlanFeatures
  plan?: PlanInfo
  photos?: OwnerPhoto[]
  reviews?: Review[]
  inbox?: Inbox
  sent?: SentMessage[]
}

/** An in-memory owner's toolbox: Basic by default (no lead form, no messages), nothing uploaded or received. */
export function fakeOwnerTools(
  state: FakeOwnerToolsState = {},
  overrides: Partial<OwnerToolsPort> = {},
): OwnerToolsPort & BearerAware & { leads: unknown[]; messages: string[] } {
  const features = state.features ?? BASIC_PLAN
  let photos = [...(state.photos ?? [])]
  let reviews = [...(state.reviews ?? [])]
  const inbox: Inbox = state.inbox ?? { unread: 0, items: [] }
  let nextId = 100
  const view = (): OwnerPhotos => ({ photos, logo: null, maxImages: features.max_images })
  const fake = {
    bearer: (): string | null => null,
    leads: [] as unknown[],
    messages: [] as string[],
    plan: async () => ({ features, plan: state.plan ?? BASIC_FALLBACK.plan }),
    photos: async () => view(),
    async uploadPhoto() {
      if (photos.length >= features.max_images) throw new ApiError('owner.saveFailed', 403, 'PLAN_LIMIT')
      const id = nextId++
      photos = [
        ...photos,
        {
          id,
          url: `/p/${id}.webp`,
          thumbUrl: `/t/${id}.webp`,
          width: 800,
          height: 600,
          isCover: photos.length === 0,
        },
      ]
      return view()
    },
    async deletePhoto(_: number, photoId: number) {
      photos = photos.filter((p) => p.id !== photoId)
      return view()
    },
    async reorderPhotos(_: number, ids: number[]) {
      photos = ids.flatMap((id) => photos.filter((p) => p.id === id))
      return view()
    },
    async setCover(_: number, photoId: number) {
      photos = photos.map((p) => ({ ...p, isCover: p.id === photoId }))
      return view()
    },
    uploadLogo: async () => view(),
    analytics: async (_: number, days: 7 | 30 | 90) => ({
      level: features.analytics,
      days,
      counts: ['views' as const],
      series: Array.from({ length: days }, (_, i) => ({
        date: `2026-11-${String(i + 1).padStart(2, '0')}`,
        views: i % 3,
        previews: 0,
        calls: 0,
        websites: 0,
        directions: 0,
      })),
    }),
    reviews: async (_: number, isUnansweredOnly: boolean) => ({
      reviews: isUnansweredOnly ? reviews.filter((r) => !r.ownerReply) : reviews,
      canReply: features.reply_to_reviews,
    }),
    async reply(reviewId: number, text: string) {
      const at = '2026-11-22T10:00:00.000Z'
      reviews = reviews.map((r) =>
        r.id === reviewId ? { ...r, ownerReply: { text, createdAt: at, updatedAt: at } } : r,
      )
      const review = reviews.find((r) => r.id === reviewId)
      if (!review) throw new ApiError('owner.saveFailed', 404, 'REVIEW_NOT_FOUND')
      return review
    },
    inbox: async () => inbox,
    async markRead(_: number, itemId: number) {
      const item = inbox.items.find((i) => i.id === itemId)
      if (!item) throw new ApiError('owner.saveFailed', 404)
      if (!item.isRead) inbox.unread -= 1
      item.isRead = true
      return item
    },
    async answer(_: number, itemId: number, text: string) {
      const item = inbox.items.find((i) => i.id === itemId)
      if (!item) throw new ApiError('owner.saveFailed', 404)
      Object.assign(item, { answer: text, answeredAt: '2026-11-22T10:00:00.000Z', isRead: true })
      return item
    },
    async sendLead(_: number, lead: unknown) {
      if (!features.lead_generation_form) throw new ApiError('inbox.sendFailed', 403, 'PLAN_LIMIT')
      fake.leads.push(lead)
    },
    async sendMessage(_: number, message: string) {
      if (!fake.bearer()) throw new ApiError('inbox.sendFailed', 401, 'UNAUTHORIZED')
      fake.messages.push(message)
    },
    sentMessages: async () => state.sent ?? [],
    cardCodes: async () => [
      {
        kind: 'vcard' as const,
        target: 'BEGIN:VCARD',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
      {
        kind: 'page' as const,
        target: 'http://portal.test/b',
        svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      },
    ],
    ...overrides,
  }
  return fake
}
