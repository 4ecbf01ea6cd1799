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
    // One channel per page: a channel object never receives its own messages, so this tab hears only others.
    const channel = new host.BroadcastChannel(NEWSLETTER_CHANNEL)
    return {
      announce: () => channel.postMessage('changed'),
      listen(listener) {
        const onMessage = () => listener()
        channel.addEventListener('message', onMessage)
        return () => channel.removeEventListener('message', onMessage)
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
