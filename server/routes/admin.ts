import { adminOverview } from '../db/repositories/admin-overview.repository'
import { listBookings } from '../db/repositories/bookings.repository'
import {
  appendAgentReply,
  findLiveChat,
  listLiveChatMessages,
  listLiveChats,
  type LiveChatListItem,
} from '../db/repositories/live-chat.repository'
import { listAuditRecords } from '../db/repositories/audit.repository'
import type { HandlerDeps } from '../deps'
import { auditBefore } from '../plugins/audit-trail'
import { businessPlan } from '../services/plans/business-plan'
import { notFound } from '../http-error'
import { toLiveChatMessage } from './live-support'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import { slotEnd } from '../services/chat-engine/scheduler/slots'
import { assignOwner, assignPlan } from '../services/admin/business-admin'
import type { OperationHandlers } from '../operation'

const AUDIT_PAGE_SIZE = 50

/**
 * The admin dashboard: the overview, the Live Support conversations and the admin's replies, the booked calls, the audit trail, and a
 * business's owner and plan. The contract's
 * bearerAuth [admin] lets only admins reach them.
 */
export function createAdminHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  return {
    async getAdminOverview() {
      return { success: true, data: await adminOverview(db) }
    },
    async listLiveChats({ query }) {
      const { rows, total } = await listLiveChats(db, { limit: query.limit ?? 20, offset: query.offset ?? 0 })
      return { success: true, data: rows.map(toSummary), total }
    },
    async getLiveChat({ path }) {
      const chat = await findLiveChat(db, path.liveChatId)
      if (!chat) throw notFound('There is no live chat with this id.', 'LIVE_CHAT_NOT_FOUND')
      const messages = await listLiveChatMessages(db, chat.id)
      const last = messages.at(-1)
      return {
        success: true,
        data: {
          chat: toSummary({ ...chat, messageCount: messages.length, lastMessageAt: last?.createdAt ?? null }),
          messages: messages.map(toLiveChatMessage),
        },
      }
    },
    async replyToLiveChat({ path, body, reply }) {
      const chat = await findLiveChat(db, path.liveChatId)
      if (!chat) throw notFound('There is no live chat with this id.', 'LIVE_CHAT_NOT_FOUND')
      // Shown in the visitor's chat on its next read; the visitor is not mailed.
      const message = await appendAgentReply(db, chat.id, { content: body.content.trim(), at: clock() })
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
      const { rows, total } = await listAuditRecords(db, {
        actor: query.actor,
        entity: query.entity,
        limit: AUDIT_PAGE_SIZE,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
      })
      return {
        success: true,
        data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        total,
        page,
        pageSize: AUDIT_PAGE_SIZE,
      }
    },
    async listBookings({ query }) {
      const { rows, total } = await listBookings(db, clock(), {
        limit: query.limit ?? 20,
        offset: query.offset ?? 0,
      })
      return {
        success: true,
        data: rows.map((b) => ({
          id: b.id,
          startsAt: b.startsAt.toISOString(),
          endsAt: slotEnd(b.startsAt).toISOString(),
          name: b.name,
          email: b.email,
          userId: b.userId,
          language: normalizeLocale(b.language) ?? 'en',
          createdAt: b.createdAt.toISOString(),
        })),
        total,
      }
    },
  }
}

function toSummary(c: LiveChatListItem) {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    userId: c.userId,
    language: normalizeLocale(c.language) ?? 'en',
    createdAt: c.createdAt.toISOString(),
    messageCount: c.messageCount,
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
  }
}
