import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createBroadcastNewsletterSignal,
  NEWSLETTER_CHANNEL,
  type SignalHost,
} from '@/adapters/browser/broadcast-newsletter-signal.adapter'

// Spec §4: a subscription change in one tab makes the other tabs recheck their newsletter status.
const stops: Array<() => void> = []
afterEach(() => {
  stops.splice(0).forEach((stop) => stop())
})

/** One page of the origin: a listener on its signal, counting what reaches it. */
function aTab(host: SignalHost) {
  const signal = createBroadcastNewsletterSignal(host)
  const heard = vi.fn()
  stops.push(signal.listen(heard))
  return { signal, heard }
}

describe('the cross-tab newsletter signal over BroadcastChannel', () => {
  const host = (): SignalHost => ({
    BroadcastChannel, // Node's, the same API as the browser's
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })

  it('reaches the other tabs, not the tab that announced it', async () => {
    const first = aTab(host())
    const second = aTab(host())
    first.signal.announce()
    await vi.waitFor(() => expect(second.heard).toHaveBeenCalledTimes(1))
    expect(first.heard).not.toHaveBeenCalled()
  })

  it('stops reaching a tab that stopped listening', async () => {
    const first = aTab(host())
    const late = createBroadcastNewsletterSignal(host())
    const heard = vi.fn()
    const stop = late.listen(heard)
    stop()
    const witness = aTab(host())
    first.signal.announce()
    await vi.waitFor(() => expect(witness.heard).toHaveBeenCalledTimes(1))
    expect(heard).not.toHaveBeenCalled()
  })
})

describe('the cross-tab newsletter signal without BroadcastChannel', () => {
  /** Two tabs sharing localStorage: a write in one fires `storage` in the others, as browsers do. */
  function origin() {
    const items = new Map<string, string>()
    const tabs: Array<Set<(event: StorageEvent) => void>> = []
    const tab = (): SignalHost => {
      const listeners = new Set<(event: StorageEvent) => void>()
      tabs.push(listeners)
      const storage = {
        setItem: (key: string, value: string) => {
          items.set(key, value)
          for (const other of tabs)
            if (other !== listeners) other.forEach((l) => l({ key, newValue: value } as StorageEvent))
        },
      } as Storage
      return {
        localStorage: storage,
        addEventListener: (_type, listener) => listeners.add(listener),
        removeEventListener: (_type, listener) => listeners.delete(listener),
      }
    }
    return { tab, items }
  }

  it('writes a marker that the other tabs hear through the storage event', () => {
    const { tab, items } = origin()
    const first = aTab(tab())
    const second = aTab(tab())
    first.signal.announce()
    expect(items.has(NEWSLETTER_CHANNEL)).toBe(true)
    expect(second.heard).toHaveBeenCalledTimes(1)
    expect(first.heard).not.toHaveBeenCalled()
  })

  it('ignores storage events about other keys', () => {
    const { tab } = origin()
    const writer = tab()
    aTab(tab())
    const listener = aTab(tab())
    writer.localStorage?.setItem('cyprus-portal.language', 'el')
    expect(listener.heard).not.toHaveBeenCalled()
  })
})
