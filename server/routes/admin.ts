import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { businessPlan } from '../services/plans/business-plan'
import { notFound } from '../http-error'
import { toBooking, toLiveChatMessage, toLiveChatSummary } from '../mappers/live-chat.mapper'
import { AUDIT_PAGE_SIZE, auditPage, bookingPage, overview } from '../services/admin/admin-dashboard'
import { assignOwner, assignPlan } from '../services/admin/business-admin'
import { liveChatPage, liveChatWithMessages, replyToLiveChat } from '../services/admin/live-chats'
import type { OperationHandlers } from '../operation'

const LIVE_CHAT_NOT_FOUND = 'There is no live chat with this id.'

/**
 * The admin dashboard: the overview, the Live Support conversations and the admin's replies, the booked calls, the audit trail, and a
 * business's owner and plan. The contract's
 * bearerAuth [admin] lets only admins reach them.
 */
export function createAdminHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    async getAdminOverview() {
      return { success: true, data: await overview(db) }
    },
    async listLiveChats({ query }) {
      const { rows, total } = await liveChatPage(db, { limit: query.limit ?? 20, offset: query.offset ?? 0 })
      return { success: true, data: rows.map(toLiveChatSummary), total }
    },
    async getLiveChat({ path }) {
      const found = await liveChatWithMessages(db, path.liveChatId)
      if (!found) throw notFound(LIVE_CHAT_NOT_FOUND, 'LIVE_CHAT_NOT_FOUND')
      return {
        success: true,
        data: { chat: toLiveChatSummary(found.chat), messages: found.messages.map(toLiveChatMessage) },
      }
    },
    async replyToLiveChat({ path, body, reply }) {
      const message = await replyToLiveChat(db, path.liveChatId, body.content, clock())
      if (!message) throw notFound(LIVE_CHAT_NOT_FOUND, 'LIVE_CHAT_NOT_FOUND')
      reply.code(201)
      return { success: true, data: toLiveChatMessage(message) }
    },
    async setBusinessOwner({ path, body }) {
      return {
        success: true,
        data: await assignOwner(db, { businessId: path.id, email: body.email, at: clock() }),
      }
    },
    async setBusinessPlan({ path, body, request }) {
      auditBefore(request, (await businessPlan(db, path.id, clock())).plan)
      const plan = await assignPlan(db, {
        businessId: path.id,
        planSlug: body.planSlug,
        startsAt: new Date(body.startsAt),
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        at: clock(),
      })
      return { success: true, data: plan }
    },
    async listAuditLog({ query }) {
      const page = query.page ?? 1
      const { rows, total } = await auditPage(db, { actor: query.actor, entity: query.entity, page })
      return { success: true, data: rows, total, page, pageSize: AUDIT_PAGE_SIZE }
    },
    async listBookings({ query }) {
      const { rows, total } = await bookingPage(db, clock(), {
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
      })
      return { success: true, data: rows.map(toBooking), total }
    },
  }
}
