import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createDataVersionSource } from '../../server/services/cache/data-version'
import { LruCache } from '../../server/services/cache/lru-cache'
import { createReadThroughCache } from '../../server/services/cache/read-through-cache'
import { createPageCache } from '../../server/ssr/page-cache'
import type { RenderedPage } from '../../server/ssr/web-request'

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

  it('looks at a stored value of the version without filling or seeing another version', async () => {
    const cache = createReadThroughCache<string>({ maxEntries: 10, maxBytes: 1000 }, (v) => v.length)
    expect(cache.peek('k', 1)).toBeUndefined()
    expect(cache.size).toBe(0)
    await cache.read('k', 1, async () => 'one')
    expect([cache.peek('k', 1), cache.peek('k', 2)]).toEqual(['one', undefined])
  })
})

describe('the page cache', () => {
  const PAGE_HTML = (nonce: string) =>
    `<script nonce="${nonce}">a</script><p>Καφενείο</p><script nonce="${nonce}">b</script>`
  const pageRequest = (nonce: string, headers: Record<string, string> = {}) =>
    // The fields of a request the page cache reads; a whole Fastify request is not needed to prove them.
    ({
      method: 'GET',
      url: '/andreass-kafeneio',
      host: 'portal',
      cspNonce: nonce,
      headers,
    }) as unknown as FastifyRequest
  const counted = () => {
    let renders = 0
    const render = (nonce: string) => async (): Promise<RenderedPage> => {
      renders += 1
      return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: PAGE_HTML(nonce) }
    }
    return { render, renders: () => renders }
  }

  it('sends a stored page as bytes with each response’s own nonce in every place the render put one', async () => {
    const pages = createPageCache({ current: async () => 1 }, { maxEntries: 10, maxBytes: 100_000 })
    const { render, renders } = counted()
    const first = await pages.serve(pageRequest('first'), render('first'))
    const second = await pages.serve(pageRequest('second'), render('second'))
    expect(renders()).toBe(1)
    expect(Buffer.isBuffer(second.body)).toBe(true)
    expect(String(second.body)).toBe(PAGE_HTML('second'))
    expect(String(first.body)).toBe(PAGE_HTML('first'))
  })

  it('never serves nor stores a page for a request that names an account', async () => {
    const pages = createPageCache({ current: async () => 1 }, { maxEntries: 10, maxBytes: 100_000 })
    const { render, renders } = counted()
    const signedIn = { authorization: 'Bearer some-token' }
    await pages.serve(pageRequest('a', signedIn), render('a'))
    await pages.serve(pageRequest('b'), render('b'))
    await pages.serve(pageRequest('c', signedIn), render('c'))
    expect(renders()).toBe(3)
    await pages.serve(pageRequest('d'), render('d'))
    expect(renders()).toBe(3)
  })
})
