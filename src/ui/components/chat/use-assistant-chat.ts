import { useActorRef } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { createChatMachine } from '@domain/chat/chat.machine'
import { CHAT_WORKFLOWS, type ChatKind } from '@domain/chat/chat-kind'
import { usePorts } from '../../use-router-context'
import { usePageContext } from './use-page-context'

/**
 * A chat with one of the assistants that keep no history (spec §9: only support is stored): the Cyprus AI
 * Assistant, the scheduling chat, or Ask AI about the business `businessSlug`.
 */
export function useAssistantChat(kind: Exclude<ChatKind, 'support'>, businessSlug = '') {
  const { chat } = usePorts()
  const pageContext = useLatest(usePageContext())
  const [machine] = useState(() =>
    createChatMachine({
      ask: (query, history) =>
        kind === 'askAi'
          ? chat.askAboutBusiness({ query, history, businessSlug })
          : chat.ask(CHAT_WORKFLOWS[kind], { query, history, pageContext: pageContext.current() }),
      now: () => Date.now(),
    }),
  )
  return useActorRef(machine, { input: {} })
}

/** The latest value, for callbacks that a machine keeps from its creation. */
export function useLatest<T>(value: T) {
  const ref = useRef(value)
  useEffect(() => {
    ref.current = value
  }, [value])
  return ref
}
