import { isLocale } from '@domain/i18n/localized-text'
import {
  businessInbox,
  messagesSentBy,
  type BusinessMessageRecord,
} from '../db/repositories/business-messages.repository'
import { listBusinessReviewsForOwner } from '../db/repositories/review-replies.repository'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { toReview } from '../mappers/business.mapper'
import { signedInUser } from '../plugins/auth'
import { uploadedFiles } from '../plugins/multipart'
import { managedBusiness } from '../services/owners/business-access'
import {
  chooseCover,
  deletePhoto,
  ownerPhotos,
  reorderPhotos,
  uploadLogo,
  uploadPhoto,
} from '../services/owners/business-photos'
import {
  answerInboxItem,
  markInboxItemRead,
  sendDirectMessage,
  sendLead,
} from '../services/owners/owner-inbox'
import { ownerAnalytics } from '../services/owners/owner-analytics'
import { replyToReview } from '../services/owners/review-replies'
import { businessPlan } from '../services/plans/business-plan'
import { canUse } from '@domain/plans/plan-features'
import type { FastifyRequest } from 'fastify'
import type { OperationHandlers } from '../operation'

/**
 * The `owner-tools` tag: what an owner runs for a business (photos, analytics, replies, the inbox), each through
 * managedBusiness (the owner or an admin), and the visitors' leads and messages to a business.
 */
export function createOwnerToolsHandlers({
  db,
  clock,
  storage,
  mail,
  publicUrl,
}: HandlerDeps): OperationHandlers {
  const managed = (request: FastifyRequest, businessId: number) =>
    managedBusiness(db, signedInUser(request).user, businessId)
  const tools = () => ({ db, storage, now: clock() })
  const inbox = () => ({ db, mail, now: clock(), publicUrl })

  return {
    async listOwnerPhotos({ path, request }) {
      await managed(request, path.id)
      return { success: true, data: await ownerPhotos(tools(), path.id) }
    },
    async uploadOwnerPhoto({ path, request, reply }) {
      await managed(request, path.id)
      const data = await uploadPhoto(tools(), path.id, await onePhoto(request))
      void reply.code(201)
      return { success: true, data }
    },
    async deleteOwnerPhoto({ path, request }) {
      await managed(request, path.id)
      return { success: true, data: await deletePhoto(tools(), path.id, path.photoId) }
    },
    async reorderOwnerPhotos({ path, body, request }) {
      await managed(request, path.id)
      return { success: true, data: await reorderPhotos(tools(), path.id, body.photoIds) }
    },
    async setOwnerCover({ path, body, request }) {
      await managed(request, path.id)
      return { success: true, data: await chooseCover(tools(), path.id, body.photoId) }
    },
    async uploadOwnerLogo({ path, request }) {
      await managed(request, path.id)
      return { success: true, data: await uploadLogo(tools(), path.id, await onePhoto(request)) }
    },

    async getOwnerAnalytics({ path, query, request }) {
      const business = await managed(request, path.id)
      return { success: true, data: await ownerAnalytics(db, business, query.days ?? 7, clock()) }
    },

    async listOwnerReviews({ path, query, request }) {
      await managed(request, path.id)
      const [reviews, plan] = await Promise.all([
        listBusinessReviewsForOwner(db, path.id, query.unanswered ?? false),
        businessPlan(db, path.id, clock()),
      ])
      return {
        success: true,
        data: { reviews: reviews.map(toReview), canReply: canUse(plan.features, 'reply_to_reviews') },
      }
    },
    async replyToReview({ path, body, request }) {
      const { user } = signedInUser(request)
      return {
        success: true,
        data: toReview(await replyToReview(db, user, path.reviewId, body.text, clock())),
      }
    },

    async sendBusinessLead({ path, body, request, reply }) {
      const id = await sendLead(inbox(), path.id, { ...body, language: languageOf(request) })
      void reply.code(201)
      return { success: true, data: { id } }
    },
    async sendBusinessMessage({ path, body, request, reply }) {
      const { user } = signedInUser(request)
      const id = await sendDirectMessage(inbox(), path.id, user, body.message, languageOf(request))
      void reply.code(201)
      return { success: true, data: { id } }
    },
    async getOwnerInbox({ path, request }) {
      await managed(request, path.id)
      const { items, unread } = await businessInbox(db, path.id)
      return { success: true, data: { unread, items: items.map(toInboxItem) } }
    },
    async markInboxItemRead({ path, request }) {
      await managed(request, path.id)
      return { success: true, data: toInboxItem(await markInboxItemRead(inbox(), path.id, path.messageId)) }
    },
    async answerInboxItem({ path, body, request }) {
      await managed(request, path.id)
      const item = await answerInboxItem(inbox(), path.id, path.messageId, body.text)
      return { success: true, data: toInboxItem(item) }
    },
    async listMyBusinessMessages({ request }) {
      const { user } = signedInUser(request)
      const sent = await messagesSentBy(db, user.id)
      return {
        success: true,
        data: sent.map((m) => ({
          id: m.id,
          businessId: m.businessId,
          businessName: m.businessName,
          message: m.body,
          createdAt: m.createdAt.toISOString(),
          answer: m.answer,
          answeredAt: m.answeredAt?.toISOString() ?? null,
        })),
      }
    },
  }
}

async function onePhoto(request: FastifyRequest): Promise<Buffer> {
  const [photo] = await uploadedFiles(request, 'photo')
  if (!photo) throw new HttpError(400, 'VALIDATION_ERROR', 'Please choose a photo to upload.')
  return photo
}

function languageOf(request: FastifyRequest) {
  const header = request.headers['x-user-language']
  return isLocale(header) ? header : 'en'
}

function toInboxItem(m: BusinessMessageRecord) {
  return {
    id: m.id,
    kind: m.kind,
    senderName: m.senderName,
    contact: m.contact,
    message: m.body,
    createdAt: m.createdAt.toISOString(),
    isRead: m.readAt !== null,
    answer: m.answer,
    answeredAt: m.answeredAt?.toISOString() ?? null,
  }
}
