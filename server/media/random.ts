/**
 * A small seeded PRNG (mulberry32): generated images and the demo data must be identical on every run, so never
 * Math.random.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by relative weight; weights must not all be zero. */
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T
  /** `count` distinct items in a random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[]
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    pickWeighted(items, weightOf) {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0)
      let target = next() * total
      for (const item of items) {
        target -= weightOf(item)
        if (target < 0) return item
      }
      return pick(items)
    },
    sample(items, count) {
      const copy = [...items]
      const size = Math.min(count, copy.length)
      for (let i = 0; i < size; i++) {
        const j = i + Math.floor(next() * (copy.length - i))
        const a = copy[i]
        const b = copy[j]
        if (a === undefined || b === undefined) break
        copy[i] = b
        copy[j] = a
      }
      return copy.slice(0, size)
    },
  }
}

/** A stable 32-bit hash (FNV-1a), to derive seeds from strings such as slugs. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
