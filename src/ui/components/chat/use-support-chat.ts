import { useActorRef } from '@xstate/react'
import { useEffect, useState } from 'react'
import { createSupportChatMachine, type SupportUser } from '@domain/chat/support-chat.machine'
import { currentPhoneNumbering } from '../../forms/use-phone-numbering'
import { usePorts } from '../../use-router-context'
import { useSession } from '../../session/session-context'
import { useLatest } from './use-assistant-chat'
import { usePageContext } from './use-page-context'

/** The Live Support chat: its machine over the chat port and the stored history, and the signed-in user. */
export function useSupportChat() {
  const { chat, chatHistory } = usePorts()
  const session = useSession()
  const pageContext = useLatest(usePageContext())
  const [machine] = useState(() =>
    createSupportChatMachine({
      chat,
      store: chatHistory,
      ask: (query, history, userLiveChatId) =>
        chat.ask('ai-chat-support', { query, history, pageContext: pageContext.current(), userLiveChatId }),
      now: () => Date.now(),
      phoneNumbering: currentPhoneNumbering,
    }),
  )
  const user = toSupportUser(session.user)
  const support = useActorRef(machine, { input: { user } })

  // Spec §4: a user who signs in while the form is shown is initialised automatically.
  useEffect(() => {
    if (user && support.getSnapshot().matches('form')) support.send({ type: 'support.signedIn', user })
    // The user's id is what matters; a new object for the same user must not start another chat.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.id, support])
  return support
}

function toSupportUser(user: ReturnType<typeof useSession>['user']): SupportUser | null {
  if (!user) return null
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, countryCode: user.countryCode }
}
