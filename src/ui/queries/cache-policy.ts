/** Spec §7: query data is fresh for five minutes and kept for ten. */
export const QUERY_STALE_MS = 5 * 60 * 1000
export const QUERY_GC_MS = 10 * 60 * 1000
