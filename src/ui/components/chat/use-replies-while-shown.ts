import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { SupportChatMachine } from '@domain/chat/support-chat.machine'

/**
 * Tells the support chat whether anyone can see it (its panel open and the page visible), so it reads the portal
 * team's replies only then: a chat left open in a background tab costs the server nothing.
 */
export function useRepliesWhileShown(support: ActorRefFrom<SupportChatMachine>, isActive: boolean): void {
  useEffect(() => {
    const update = () =>
      support.send({
        type: isActive && document.visibilityState !== 'hidden' ? 'support.show' : 'support.hide',
      })
    update()
    document.addEventListener('visibilitychange', update)
    return () => {
      document.removeEventListener('visibilitychange', update)
      support.send({ type: 'support.hide' })
    }
  }, [support, isActive])
}
