import type { NewsletterSignalPort } from '@/ports'

export const NEWSLETTER_CHANNEL = 'cyprus-portal.newsletter'

/** What the adapter needs from `window`; tests pass their own. */
export type SignalHost = {
  BroadcastChannel?: typeof BroadcastChannel
  localStorage?: Storage
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void
}

/**
 * Spec §4: the cross-tab signal. BroadcastChannel where the browser has it; otherwise a localStorage write,
 * which fires the `storage` event in every other tab of the origin (never in the writing tab).
 */
export function createBroadcastNewsletterSignal(host: SignalHost): NewsletterSignalPort {
  if (host.BroadcastChannel) {
    const Channel = host.BroadcastChannel
    const sender = new Channel(NEWSLETTER_CHANNEL)
    return {
      announce: () => sender.postMessage('changed'),
      listen(listener) {
        // A channel object never receives its own messages, so the listener has a channel of its own.
        const receiver = new Channel(NEWSLETTER_CHANNEL)
        receiver.onmessage = () => listener()
        return () => receiver.close()
      },
    }
  }
  return {
    announce() {
      try {
        host.localStorage?.setItem(NEWSLETTER_CHANNEL, String(Date.now()))
      } catch {
        // Storage blocked: the other tabs recheck on their next user or language change.
      }
    },
    listen(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === NEWSLETTER_CHANNEL) listener()
      }
      host.addEventListener('storage', onStorage)
      return () => host.removeEventListener('storage', onStorage)
    },
  }
}
