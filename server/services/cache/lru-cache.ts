/** Bounds of an LRU cache: it drops the least recently used entries past either. */
export type LruLimits = { maxEntries: number; maxBytes: number }

/**
 * A least-recently-used map bounded by entry count and by the bytes its caller says each value weighs.
 * A Map keeps insertion order, so re-inserting on every hit keeps the oldest entry first.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private totalBytes = 0

  constructor(private readonly limits: LruLimits) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    // A value larger than the whole budget would evict everything and still not fit.
    if (bytes > this.limits.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.totalBytes += bytes
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break
      this.entries.delete(oldest)
      this.totalBytes -= entry.bytes
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.totalBytes
  }
}
