import { randomBytes } from 'node:crypto'
import { isEmailValid, isNameValid, isPhoneValid } from '@domain/contact/contact-fields'
import { phoneNumbering } from '@domain/contact/phone-numbering'
import type { Locale } from '@domain/i18n/localized-text'
import { splitPhoneNumber } from '@domain/phone/split-phone'
import type { Db } from '../../db/db'
import {
  appendExchange,
  createLiveChat,
  findLiveChat,
  findUserLiveChat,
} from '../../db/repositories/live-chat.repository'
import {
  ChatEngineError,
  type ChatEnginePort,
  type WorkflowReply,
  type WorkflowRun,
} from './chat-engine.port'
import { isChat, isSupportInit, isSupportInitCheck } from './workflow-bodies'

// 24 random bytes: the userLiveChatId is the only key to a conversation, so it must not be guessable.
const LIVE_CHAT_ID_BYTES = 24

/**
 * ai-chat-support, decided by the body's shape: the init check finds the user's live chat, init creates one, and a
 * chat message is answered by the engine and stored with its reply under the live chat (for admins to read).
 *
 * Who owns a conversation comes from the session only. A visitor's key is the live-chat id their browser holds;
 * a signed-in user's chat is found from their bearer session. The body's userId and userEmail are never trusted:
 * anyone can write another user's id or address there.
 */
export async function runLiveSupport(
  db: Db,
  engine: ChatEnginePort,
  run: WorkflowRun,
): Promise<WorkflowReply> {
  const { body, locale, now, user } = run
  if (isSupportInitCheck(body)) {
    const found = user ? await findUserLiveChat(db, user.id) : null
    return { userLiveChatId: found?.id ?? null }
  }
  if (isSupportInit(body)) {
    // Spec §5: the phone comes as its country code plus the number, or empty.
    const phone = splitPhoneNumber(body.phone)
    if (
      !isNameValid(body.name) ||
      !isEmailValid(body.email) ||
      !isPhoneValid(phone.number, phone.countryCode, phoneNumbering)
    )
      throw new ChatEngineError('VALIDATION_ERROR', 'Please enter your name, a valid email and phone number.')
    const chat = await createLiveChat(db, {
      id: randomBytes(LIVE_CHAT_ID_BYTES).toString('base64url'),
      name: body.name.trim(),
      email: body.email.trim(),
      phone: body.phone,
      userId: user?.id ?? null,
      language: locale satisfies Locale,
      createdAt: now,
    })
    return { userLiveChatId: chat.id }
  }
  if (!isChat(body))
    throw new ChatEngineError(
      'VALIDATION_ERROR',
      'ai-chat-support takes a support init check, a support init, or { query, history, pageContext, userLiveChatId }.',
    )
  const chat = body.userLiveChatId ? await findLiveChat(db, body.userLiveChatId) : null
  if (!chat) throw new ChatEngineError('USER_NOT_INITIALIZED', 'User not initialized')
  const reply = await engine.run(run)
  const answer = reply.output ?? reply.text ?? reply.response ?? ''
  await appendExchange(db, chat.id, { question: body.query, answer, at: now })
  return reply
}
