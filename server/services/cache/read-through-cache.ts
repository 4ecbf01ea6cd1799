import { LruCache, type LruLimits } from './lru-cache'

export type CachedEntry<V> = { version: number; value: V }

/**
 * Values keyed by what was asked, each valid only under the data version it was filled under. The caller reads
 * the version (DataVersionSource) after its request arrived and before asking; an entry of that version was filled
 * from data read after a version query that answered the same, so it holds every write the caller must see.
 * Concurrent misses of one key under one version share one fill.
 */
export type ReadThroughCache<V> = {
  read(key: string, version: number, fill: () => Promise<V>): Promise<V>
  /** The value stored for the key under this version, if there is one; never fills. */
  peek(key: string, version: number): V | undefined
  readonly size: number
  readonly bytes: number
}

export function createReadThroughCache<V>(
  limits: LruLimits,
  weigh: (value: V) => number,
  /** Whether a filled value may be kept (an error page may be answered, but not kept). */
  isKept: (value: V) => boolean = () => true,
): ReadThroughCache<V> {
  const lru = new LruCache<CachedEntry<V>>(limits)
  const filling = new Map<string, { version: number; promise: Promise<V> }>()

  return {
    read(key, version, fill) {
      const hit = lru.get(key)
      if (hit?.version === version) return Promise.resolve(hit.value)
      const pending = filling.get(key)
      if (pending?.version === version) return pending.promise
      const promise = fill().then(
        (value) => {
          if (filling.get(key)?.promise === promise) filling.delete(key)
          if (isKept(value)) lru.set(key, { version, value }, weigh(value))
          return value
        },
        (error: unknown) => {
          if (filling.get(key)?.promise === promise) filling.delete(key)
          throw error
        },
      )
      filling.set(key, { version, promise })
      return promise
    },
    peek(key, version) {
      const hit = lru.get(key)
      return hit?.version === version ? hit.value : undefined
    },
    get size() {
      return lru.size
    },
    get bytes() {
      return lru.bytes
    },
  }
}
