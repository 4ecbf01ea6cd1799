/** Spec §7: query data is fresh for five minutes and kept for ten. */
export const QUERY_STALE_MS = 5 * 60 * 1000
export const QUERY_GC_MS = 10 * 60 * 1000

/**
 * A preview dialog that fails to load asks once more, this long after, then says so with a Retry button: the
 * visitor waits under 3 s for the message rather than the ~8 s of the default three retries' backoff.
 */
export const PREVIEW_RETRIES = 1
export const PREVIEW_RETRY_DELAY_MS = 1000
