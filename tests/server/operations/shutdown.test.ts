import { describe, expect, it, vi } from 'vitest'
import { shutDown } from '../../../server/shutdown'

const log = { info: vi.fn(), error: vi.fn() }

describe('a shutdown with a deadline', () => {
  it('closes the app, then the database, and exits 0', async () => {
    const order: string[] = []
    const code = await shutDown({
      deadlineMs: 1000,
      closeApp: async () => void order.push('app'),
      closeDatabase: async () => void order.push('database'),
      log,
    })
    expect(order).toEqual(['app', 'database'])
    expect(code).toBe(0)
  })

  it('closes the database when closing the app fails', async () => {
    const closeDatabase = vi.fn(async () => undefined)
    const code = await shutDown({
      deadlineMs: 1000,
      closeApp: () => Promise.reject(new Error('a plugin failed')),
      closeDatabase,
      log,
    })
    expect(closeDatabase).toHaveBeenCalledOnce()
    expect(code).toBe(1)
  })

  it('closes the database at the deadline when a request never ends', async () => {
    vi.useFakeTimers()
    try {
      const closeDatabase = vi.fn(async () => undefined)
      const stopping = shutDown({
        deadlineMs: 10_000,
        closeApp: () => new Promise(() => {}),
        closeDatabase,
        log,
      })
      await vi.advanceTimersByTimeAsync(10_000)
      expect(await stopping).toBe(1)
      expect(closeDatabase).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })
})
