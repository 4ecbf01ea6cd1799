import { afterEach, describe, expect, it, vi } from 'vitest'
import { BULK_CONCURRENCY, runBulk, type BulkProgress } from '@domain/admin/bulk-run'

const classify = (error: unknown) => ({
  code: error instanceof Error ? error.message : 'UNKNOWN',
  messageKey: 'bulk.failed',
})

/** An action that settles when the test says so, recording which items have started. */
function controlledAction() {
  const started: number[] = []
  const settle = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const action = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item)
      settle.set(item, { resolve, reject })
    })
  return { action, started, settle }
}

describe('runBulk', () => {
  afterEach(() => vi.useRealTimers())

  it('runs every item, never more than the concurrency at once, and reports each one done', async () => {
    const { action, started, settle } = controlledAction()
    const progress: BulkProgress<number>[] = []
    const items = [1, 2, 3, 4, 5, 6]
    const run = runBulk({ items, action, classify, onProgress: (p) => progress.push(p) })
    await Promise.resolve()
    expect(started).toEqual([1, 2, 3, 4])
    expect(BULK_CONCURRENCY).toBe(4)

    settle.get(2)!.resolve()
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4, 5]))
    expect(progress.at(-1)).toMatchObject({ total: 6, done: 1, succeeded: [2] })
    for (const item of [1, 3, 4, 5]) settle.get(item)!.resolve()
    await vi.waitFor(() => expect(started).toContain(6))
    settle.get(6)!.resolve()

    const outcome = await run
    expect(outcome).toMatchObject({ total: 6, done: 6, failed: [], notDone: [], isCancelled: false })
    expect(outcome.succeeded).toEqual(items)
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('keeps going after failures and lists each failed item with its code and message key, in order', async () => {
    const failing = new Set([2, 5])
    const outcome = await runBulk({
      items: [1, 2, 3, 4, 5],
      action: async (item) => {
        if (failing.has(item)) throw new Error(item === 2 ? 'NOTHING_TO_DECIDE' : 'RATE_LIMITED')
      },
      classify,
      concurrency: 2,
    })
    expect(outcome.succeeded).toEqual([1, 3, 4])
    expect(outcome.failed).toEqual([
      { item: 2, code: 'NOTHING_TO_DECIDE', messageKey: 'bulk.failed' },
      { item: 5, code: 'RATE_LIMITED', messageKey: 'bulk.failed' },
    ])
    expect(outcome.done).toBe(5)
  })

  it('starts no more items once cancelled, lets those in flight finish, and leaves the rest not done', async () => {
    const { action, started, settle } = controlledAction()
    const controller = new AbortController()
    const run = runBulk({ items: [1, 2, 3, 4, 5, 6, 7], action, classify, signal: controller.signal })
    await Promise.resolve()
    controller.abort()
    for (const item of [1, 2, 3]) settle.get(item)!.resolve()
    settle.get(4)!.reject(new Error('REVIEW_NOT_FOUND'))

    const outcome = await run
    expect(started).toEqual([1, 2, 3, 4])
    expect(outcome).toMatchObject({ done: 4, succeeded: [1, 2, 3], notDone: [5, 6, 7], isCancelled: true })
    expect(outcome.failed.map((f) => f.code)).toEqual(['REVIEW_NOT_FOUND'])
  })

  it('reports progress as slow items finish, one timer at a time', async () => {
    vi.useFakeTimers()
    const delays: Record<number, number> = { 1: 3000, 2: 1000, 3: 2000 }
    const progress: number[][] = []
    const run = runBulk({
      items: [1, 2, 3],
      action: (item) => new Promise((resolve) => setTimeout(resolve, delays[item])),
      classify,
      onProgress: (p) => progress.push([...p.succeeded]),
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(progress).toEqual([[2]])
    await vi.advanceTimersByTimeAsync(1000)
    expect(progress.at(-1)).toEqual([2, 3])
    await vi.advanceTimersByTimeAsync(1000)
    expect((await run).succeeded).toEqual([1, 2, 3])
  })

  it('resolves at once with nothing to do', async () => {
    const action = vi.fn()
    expect(await runBulk({ items: [], action, classify })).toMatchObject({ total: 0, done: 0 })
    expect(action).not.toHaveBeenCalled()
  })
})
