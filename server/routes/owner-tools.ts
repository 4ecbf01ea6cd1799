import { isLocale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { toReview } from '../mappers/business.mapper'
import { toInboxItem, toSentMessage } from '../mappers/inbox.mapper'
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
  ownerInbox,
  sendDirectMessage,
  sendLead,
  sentMessages,
} from '../services/owners/owner-inbox'
import { ownerAnalytics } from '../services/owners/owner-analytics'
import { ownerReviews, replyToReview } from '../services/owners/review-replies'
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
      const { user } = signedInUser(request)
      const { reviews, canReply } = await ownerReviews(db, user, path.id, query.unanswered ?? false, clock())
      return { success: true, data: { reviews: reviews.map(toReview), canReply } }
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
      const { items, unread } = await ownerInbox(db, signedInUser(request).user, path.id)
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
      return { success: true, data: (await sentMessages(db, user.id)).map(toSentMessage) }
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
