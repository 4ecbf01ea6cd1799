import { assign, fromPromise, sendTo, setup } from 'xstate'
import { parseStoredHistory } from './chat-history'
import type { ChatHistoryStore } from './chat-history-store'
import type { SupportContactDetails } from './chat-question'
import { lastAgentReplyId, type AgentReply, type ChatMessage, type ChatTurn } from './chat-message'
import { createChatMachine } from './chat.machine'
import { agentPollDelay, SUPPORT_NOTICE_MS } from './chat-timing'
import type { PhoneNumbering } from '../contact/contact-fields'
import {
  contactFromUser,
  EMPTY_CONTACT,
  isContactValid,
  submittedPhone,
  type SupportContact,
  type SupportField,
} from './support-form'

// Spec §4 "Support chat": not initialised (form) → initialising → initialised (id stored). While initialised and
// shown, the chat reads the replies a person wrote (Live Support answered by the portal's team) every few seconds.

export type SupportUser = {
  id: string
  name: string
  email: string
  phone?: string | null
  countryCode?: string | null
}

export type SupportChatDeps = {
  /** The support chat calls of the chat port: an existing live-chat id (or null), and a new one. */
  chat: {
    findSupportChat(user: { userId: number | null; userEmail: string | null }): Promise<string | null>
    startSupportChat(contact: SupportContactDetails): Promise<string>
    /** A person's replies after the one with id `afterId`, oldest first. */
    agentReplies(liveChatId: string, afterId: number): Promise<AgentReply[]>
  }
  store: ChatHistoryStore
  /** Asks the support assistant in the chat with this id (the UI adds the page context). */
  ask(query: string, history: ChatTurn[], liveChatId: string): Promise<string>
  now(): number
  /** The phone numbering plans, once the form has loaded them; until then the phone's shape rule stands alone. */
  phoneNumbering?(): PhoneNumbering | null
}

export type SupportChatContext = {
  contact: SupportContact
  touched: readonly SupportField[]
  user: SupportUser | null
  liveChatId: string | null
  messages: readonly ChatMessage[]
  /** The last setup failed because the server no longer knew the stored id. */
  wasReset: boolean
  /** Whether the chat is on screen (panel open, page visible): only then are a person's replies read. */
  isShown: boolean
  /** The server id of the last person's reply the conversation shows (0: none). */
  lastReplyId: number
  /** Failed reads of the replies in a row; each one doubles the wait before the next read. */
  pollFailures: number
}

export type SupportChatEvent =
  | { type: 'support.change'; field: SupportField | 'countryCode'; value: string }
  | { type: 'support.blur'; field: SupportField }
  | { type: 'support.submit' }
  | { type: 'support.signedIn'; user: SupportUser }
  | { type: 'support.clear' }
  | { type: 'support.show' }
  | { type: 'support.hide' }

type InitInput = { contact: SupportContact; userId: number | null; isSignedIn: boolean }

export function createSupportChatMachine(deps: SupportChatDeps) {
  return setup({
    types: {} as {
      context: SupportChatContext
      events: SupportChatEvent
      input: { user: SupportUser | null }
    },
    actors: {
      initialise: fromPromise(async ({ input }: { input: InitInput }) => {
        // A signed-in user may already have a support chat: the init check finds it (spec §7).
        if (input.isSignedIn) {
          const found = await deps.chat.findSupportChat({
            userId: input.userId,
            userEmail: input.contact.email,
          })
          if (found) return found
        }
        return deps.chat.startSupportChat({
          name: input.contact.name.trim(),
          email: input.contact.email.trim(),
          phone: submittedPhone(input.contact),
          ...(input.userId ? { userId: input.userId } : {}),
        })
      }),
      readReplies: fromPromise(({ input }: { input: { liveChatId: string; afterId: number } }) =>
        deps.chat.agentReplies(input.liveChatId, input.afterId),
      ),
      conversation: createChatMachine({
        ask: (query, history) => deps.ask(query, history, deps.store.loadLiveChatId() ?? ''),
        history: deps.store,
        now: deps.now,
      }),
    },
    actions: {
      loadHistory: assign(() => {
        const stored = parseStoredHistory(deps.store.loadHistory())
        // Spec §8: corrupted stored chat history is removed.
        if (!stored.ok) deps.store.clearHistory()
        const messages = stored.ok ? stored.value : []
        return { messages, lastReplyId: lastAgentReplyId(messages) }
      }),
      loadLiveChatId: assign({ liveChatId: () => deps.store.loadLiveChatId() }),
      storeLiveChatId: assign(({ event }) => {
        // Only the initialise actor's done event gets here; its output is checked rather than trusted.
        const id = (event as { output?: unknown }).output
        const liveChatId = typeof id === 'string' ? id : ''
        deps.store.saveLiveChatId(liveChatId)
        return { liveChatId, wasReset: false }
      }),
      forgetLiveChatId: assign(() => {
        deps.store.clearLiveChatId()
        return { liveChatId: null, wasReset: true }
      }),
      changeField: assign(({ context, event }) =>
        event.type === 'support.change'
          ? { contact: { ...context.contact, [event.field]: event.value } }
          : {},
      ),
      touchField: assign(({ context, event }) =>
        event.type === 'support.blur' && !context.touched.includes(event.field)
          ? { touched: [...context.touched, event.field] }
          : {},
      ),
      touchAll: assign({ touched: ['name', 'email', 'phone'] as SupportField[] }),
      takeUser: assign(({ event }) =>
        event.type === 'support.signedIn' ? { user: event.user, contact: contactFromUser(event.user) } : {},
      ),
      clearStoredHistory: assign(() => {
        deps.store.clearHistory()
        return { messages: [] }
      }),
      clearConversation: sendTo('conversation', { type: 'chat.clear' }),
      show: assign({ isShown: true }),
      hide: assign({ isShown: false }),
      deliverReplies: sendTo('conversation', ({ event }) => ({
        type: 'chat.receive' as const,
        replies: repliesOf(event),
      })),
      noteReplies: assign(({ context, event }) => ({
        lastReplyId: repliesOf(event).reduce((last, reply) => Math.max(last, reply.id), context.lastReplyId),
        pollFailures: 0,
      })),
      countPollFailure: assign({ pollFailures: ({ context }) => context.pollFailures + 1 }),
    },
    guards: {
      hasStoredId: () => deps.store.loadLiveChatId() !== null,
      isSignedIn: ({ context }) => context.user !== null,
      isShown: ({ context }) => context.isShown,
      isContactValid: ({ context }) => isContactValid(context.contact, deps.phoneNumbering?.() ?? null),
      canReinitialise: ({ context }) =>
        context.wasReset && isContactValid(context.contact, deps.phoneNumbering?.() ?? null),
    },
    delays: {
      noticeDelay: SUPPORT_NOTICE_MS,
      pollDelay: ({ context }) => agentPollDelay(context.pollFailures),
    },
  }).createMachine({
    id: 'supportChat',
    context: ({ input }) => ({
      contact: input.user ? contactFromUser(input.user) : EMPTY_CONTACT,
      touched: [],
      user: input.user,
      liveChatId: null,
      messages: [],
      wasReset: false,
      isShown: false,
      lastReplyId: 0,
      pollFailures: 0,
    }),
    initial: 'starting',
    on: { 'support.show': { actions: 'show' }, 'support.hide': { actions: 'hide' } },
    states: {
      starting: {
        entry: ['loadHistory', 'loadLiveChatId'],
        always: [
          { guard: 'hasStoredId', target: 'initialised' },
          // After USER_NOT_INITIALIZED the contact given in this visit starts a new chat straight away.
          { guard: 'canReinitialise', target: 'initialising' },
          // Spec §4: a signed-in user is initialised automatically.
          { guard: 'isSignedIn', target: 'initialising' },
          { target: 'form' },
        ],
      },
      form: {
        initial: 'editing',
        on: {
          'support.change': { actions: 'changeField' },
          'support.blur': { actions: 'touchField' },
          'support.submit': [{ guard: 'isContactValid', target: 'initialising' }, { actions: 'touchAll' }],
          'support.signedIn': { target: 'initialising', actions: 'takeUser' },
          // Spec §4: clearing before the chat has started removes the stored history and keeps the form.
          'support.clear': { actions: 'clearStoredHistory' },
        },
        states: {
          editing: {},
          // Spec §8, §9: the connection_error notice shows for 5 s.
          failed: { after: { noticeDelay: 'editing' } },
        },
      },
      initialising: {
        invoke: {
          src: 'initialise',
          input: ({ context }) => ({
            contact: context.contact,
            userId: context.user && /^\d+$/.test(context.user.id) ? Number(context.user.id) : null,
            isSignedIn: context.user !== null,
          }),
          onDone: { target: 'initialised', actions: 'storeLiveChatId' },
          onError: { target: '#supportChat.form.failed' },
        },
      },
      initialised: {
        entry: 'loadHistory',
        invoke: {
          id: 'conversation',
          src: 'conversation',
          input: ({ context }) => ({ messages: context.messages }),
          // The server no longer knows the id (USER_NOT_INITIALIZED): forget it and set the chat up again.
          onDone: { target: 'starting', actions: 'forgetLiveChatId' },
        },
        on: { 'support.clear': { actions: 'clearConversation' } },
        initial: 'paused',
        states: {
          // Nobody sees the chat (panel closed, page hidden): no reads until it is shown again.
          paused: {
            always: { guard: 'isShown', target: 'polling' },
          },
          polling: {
            on: { 'support.hide': { target: 'paused', actions: 'hide' } },
            initial: 'reading',
            states: {
              reading: {
                invoke: {
                  src: 'readReplies',
                  input: ({ context }) => ({
                    liveChatId: context.liveChatId ?? '',
                    afterId: context.lastReplyId,
                  }),
                  onDone: { target: 'waiting', actions: ['deliverReplies', 'noteReplies'] },
                  onError: { target: 'waiting', actions: 'countPollFailure' },
                },
              },
              waiting: { after: { pollDelay: 'reading' } },
            },
          },
        },
      },
    },
  })
}

// The read's done event carries its output as unknown to the named actions; it is checked before use.
function repliesOf(event: { type: string }): AgentReply[] {
  const output = (event as { output?: unknown }).output
  return Array.isArray(output) ? output.filter(isAgentReply) : []
}

function isAgentReply(value: unknown): value is AgentReply {
  if (typeof value !== 'object' || value === null) return false
  const { id, content, createdAt } = value as Record<string, unknown>
  return typeof id === 'number' && typeof content === 'string' && typeof createdAt === 'number'
}

export type SupportChatMachine = ReturnType<typeof createSupportChatMachine>
