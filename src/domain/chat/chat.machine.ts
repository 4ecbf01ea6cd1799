import { assign, fromPromise, raise, setup } from 'xstate'
import { serializeHistory } from './chat-history'
import type { ChatHistoryStore } from './chat-history-store'
import { isConnectionFailure, isNotInitialized } from './chat-error'
import {
  createChatMessage,
  hasUserMessage,
  toHistory,
  unseenAgentMessages,
  welcomeMessage,
  type AgentReply,
  type ChatMessage,
  type ChatNotice,
  type ChatTurn,
} from './chat-message'
import { CHAT_REFOCUS_MS, CHAT_RESET_MS } from './chat-timing'

// Spec §4 "Chat": welcome only → waiting (typing indicator, input blocked) → reply or apology.

export type ChatMachineDeps = {
  /** Asks the assistant; resolves with the reply text (maybe empty), rejects with ChatError or NetworkError. */
  ask(query: string, history: ChatTurn[]): Promise<string>
  /** Only the support chat keeps its conversation (spec §3, §9). */
  history?: Pick<ChatHistoryStore, 'saveHistory' | 'clearHistory'>
  now(): number
}

export type ChatInput = {
  /** A stored conversation to continue; empty starts with the welcome message. */
  messages?: readonly ChatMessage[]
}

export type ChatContext = {
  messages: readonly ChatMessage[]
  /** Grows each time focus should go back to the input (after a reply; 200 ms after a failure). */
  focusRequests: number
  /** The question being answered. */
  pending: string | null
}

export type ChatEvent =
  | { type: 'chat.send'; text: string }
  | { type: 'chat.clear' }
  | { type: 'chat.refocus' }
  /** Live Support: replies a person wrote, read from the server; the ones shown already are skipped. */
  | { type: 'chat.receive'; replies: readonly AgentReply[] }

export function createChatMachine(deps: ChatMachineDeps) {
  const append = (context: ChatContext, message: ChatMessage) => [...context.messages, message]

  return setup({
    types: {} as { context: ChatContext; events: ChatEvent; input: ChatInput },
    actors: {
      askAssistant: fromPromise(({ input }: { input: { query: string; history: ChatTurn[] } }) =>
        deps.ask(input.query, input.history),
      ),
    },
    actions: {
      appendUserMessage: assign(({ context, event }) => {
        const text = event.type === 'chat.send' ? event.text.trim() : ''
        return { messages: append(context, createChatMessage('user', text, deps.now())), pending: text }
      }),
      appendReply: assign(({ context, event }) => ({
        messages: append(context, createChatMessage('bot', replyText(event), deps.now())),
        pending: null,
      })),
      appendNotice: assign(({ context }, params: { notice: ChatNotice }) => ({
        messages: append(context, createChatMessage('bot', '', deps.now(), params.notice)),
        pending: null,
      })),
      persistHistory: ({ context }) => {
        // Spec §9: history is stored only for the support chat, and only once a user message exists.
        if (deps.history && hasUserMessage(context.messages)) {
          deps.history.saveHistory(serializeHistory(context.messages))
        }
      },
      appendAgentReplies: assign(({ context, event }) =>
        event.type === 'chat.receive'
          ? { messages: [...context.messages, ...unseenAgentMessages(context.messages, event.replies)] }
          : {},
      ),
      requestFocus: assign({ focusRequests: ({ context }) => context.focusRequests + 1 }),
      scheduleRefocus: raise({ type: 'chat.refocus' }, { delay: 'refocusDelay' }),
      restoreWelcome: assign(() => {
        deps.history?.clearHistory()
        return { messages: [welcomeMessage(deps.now())], pending: null }
      }),
    },
    guards: {
      isSendable: ({ event }) => event.type === 'chat.send' && event.text.trim() !== '',
      isEmptyReply: ({ event }) => replyText(event).trim() === '',
      isNotInitialized: ({ event }) => isNotInitialized(errorOf(event)),
      isConnectionFailure: ({ event }) => isConnectionFailure(errorOf(event)),
    },
    delays: { resetDelay: CHAT_RESET_MS, refocusDelay: CHAT_REFOCUS_MS },
  }).createMachine({
    id: 'chat',
    context: ({ input }) => ({
      messages:
        input.messages && input.messages.length > 0 ? [...input.messages] : [welcomeMessage(deps.now())],
      focusRequests: 0,
      pending: null,
    }),
    initial: 'idle',
    on: {
      'chat.refocus': { actions: 'requestFocus' },
      // A person may answer at any time, even while the assistant is still thinking.
      'chat.receive': { actions: ['appendAgentReplies', 'persistHistory'] },
    },
    states: {
      idle: {
        on: {
          'chat.send': {
            guard: 'isSendable',
            target: 'waiting',
            actions: ['appendUserMessage', 'persistHistory'],
          },
          'chat.clear': { actions: 'restoreWelcome' },
        },
      },
      waiting: {
        invoke: {
          src: 'askAssistant',
          input: ({ context }) => ({
            query: context.pending ?? '',
            // The question goes as the query; the history is what came before it.
            history: toHistory(context.messages.slice(0, -1)),
          }),
          onDone: [
            {
              guard: 'isEmptyReply',
              target: 'failed',
              actions: [{ type: 'appendNotice', params: { notice: 'empty' } }, 'persistHistory'],
            },
            { target: 'idle', actions: ['appendReply', 'persistHistory', 'requestFocus'] },
          ],
          onError: [
            // The support machine sets the chat up again when the server no longer knows its id.
            {
              guard: 'isNotInitialized',
              target: 'expired',
              actions: [{ type: 'appendNotice', params: { notice: 'failure' } }, 'persistHistory'],
            },
            {
              guard: 'isConnectionFailure',
              target: 'failed',
              actions: [{ type: 'appendNotice', params: { notice: 'connection' } }, 'persistHistory'],
            },
            {
              target: 'failed',
              actions: [{ type: 'appendNotice', params: { notice: 'failure' } }, 'persistHistory'],
            },
          ],
        },
      },
      // Spec §4: after a failure the chat is ready again after 100 ms; focus returns after 200 ms.
      failed: {
        entry: 'scheduleRefocus',
        after: { resetDelay: 'idle' },
      },
      expired: { type: 'final' },
    },
  })
}

// Named guards and actions are typed for every event of the machine; the invoke's done/error payload is read as
// unknown here and checked before use (the one cast this needs).
function replyText(event: { type: string }): string {
  const output = (event as { output?: unknown }).output
  return typeof output === 'string' ? output : ''
}

function errorOf(event: { type: string }): unknown {
  return (event as { error?: unknown }).error
}

export type ChatMachine = ReturnType<typeof createChatMachine>
