/** Issue 32: the home page and /saved show the last 20 businesses a visitor opened. */
export const MAX_RECENTLY_VIEWED = 20

/** Business ids, the most recently opened first; no duplicates. */
export type RecentlyViewed = readonly number[]

/** Opening a business again moves it to the front; the oldest falls off past the limit. */
export function withViewed(viewed: RecentlyViewed, businessId: number): RecentlyViewed {
  return [businessId, ...viewed.filter((id) => id !== businessId)].slice(0, MAX_RECENTLY_VIEWED)
}

/** Stored ids read back from browser storage; anything that is not a list of ids is dropped. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewed {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter(isId))].slice(0, MAX_RECENTLY_VIEWED)
}

export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

export function parseJson(raw: string | null): unknown {
  if (!raw) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}
