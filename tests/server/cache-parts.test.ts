import { describe, expect, it } from 'vitest'
import { createDataVersionSource } from '../../server/services/cache/data-version'
import { LruCache } from '../../server/services/cache/lru-cache'
import { createReadThroughCache } from '../../server/services/cache/read-through-cache'

/** A version query the test answers by hand: each call is one query sent to the database. */
function manualQueries() {
  const calls: Array<(version: number) => void> = []
  const read = () => new Promise<number>((resolve) => calls.push(resolve))
  return { read, calls }
}

describe('the data version source', () => {
  it('never lets a caller join a query that was already running when it called', async () => {
    const { read, calls } = manualQueries()
    const versions = createDataVersionSource(read)
    const first = versions.current()
    const [second, third] = [versions.current(), versions.current()]
    expect(calls).toHaveLength(1)
    calls[0]?.(1)
    expect(await first).toBe(1)
    // The callers that arrived while the first query ran share the next one, started after they arrived.
    await Promise.resolve()
    expect(calls).toHaveLength(2)
    calls[1]?.(2)
    expect([await second, await third]).toEqual([2, 2])
  })

  it('passes a failed query on to its callers and starts afresh', async () => {
    let attempt = 0
    const versions = createDataVersionSource(async () => {
      attempt += 1
      if (attempt === 1) throw new Error('database away')
      return 7
    })
    await expect(versions.current()).rejects.toThrow('database away')
    expect(await versions.current()).toBe(7)
  })
})

describe('the bounded caches', () => {
  it('drops the least recently used entries past the entry or byte limit', () => {
    const lru = new LruCache<string>({ maxEntries: 2, maxBytes: 10 })
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    lru.get('a')
    lru.set('c', 'C', 4)
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C'])
    lru.set('d', 'D', 9)
    expect([lru.size, lru.bytes, lru.get('d')]).toEqual([1, 9, 'D'])
    lru.set('huge', 'H', 11)
    expect(lru.get('huge')).toBeUndefined()
  })

  it('fills a key once per version, shares a fill in flight and keeps nothing it is told not to', async () => {
    let fills = 0
    const cache = createReadThroughCache<string>(
      { maxEntries: 10, maxBytes: 1000 },
      (v) => v.length,
      (v) => v !== 'error page',
    )
    const fill = async () => `body ${++fills}`
    expect(await Promise.all([cache.read('k', 1, fill), cache.read('k', 1, fill)])).toEqual([
      'body 1',
      'body 1',
    ])
    expect(await cache.read('k', 1, fill)).toBe('body 1')
    expect(await cache.read('k', 2, fill)).toBe('body 2')
    await cache.read('e', 2, async () => 'error page')
    expect(await cache.read('e', 2, fill)).toBe('body 3')
  })
})
