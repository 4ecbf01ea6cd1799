/**
 * A fixed-window counter per client address. It lives in the process: analytics is best-effort, so a client
 * spread over several processes may send a few times the limit, which is acceptable for abuse protection.
 */
export function createRequestLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  let windowStart = 0
  let counts = new Map<string, number>()
  return {
    /** Counts one request; resolves the seconds to wait when the client is over the limit, else null. */
    take(client: string, now: number): number | null {
      if (now - windowStart >= windowMs) {
        windowStart = now - (now % windowMs)
        counts = new Map()
      }
      const count = (counts.get(client) ?? 0) + 1
      counts.set(client, count)
      return count > limit ? Math.ceil((windowStart + windowMs - now) / 1000) : null
    },
  }
}
