/** Spec §9: the translations table is cached for five minutes. */
export const TRANSLATION_CACHE_MS = 5 * 60 * 1000
