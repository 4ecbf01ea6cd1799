import { and, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { translationCache } from '../schema'

export type TranslationKey = {
  textHash: string
  sourceLanguage: string
  targetLanguage: string
  type: string
}

const matches = (key: TranslationKey) =>
  and(
    eq(translationCache.textHash, key.textHash),
    eq(translationCache.sourceLanguage, key.sourceLanguage),
    eq(translationCache.targetLanguage, key.targetLanguage),
    eq(translationCache.type, key.type),
  )

/** The stored translation for the key, or null. */
export async function findCachedTranslation(db: Db, key: TranslationKey): Promise<string | null> {
  const [row] = await db
    .select({ text: translationCache.translatedText })
    .from(translationCache)
    .where(matches(key))
  return row?.text ?? null
}

/** Stores a translation; when two processes translated the same text at once, the first one stays. */
export async function storeTranslation(db: Db, key: TranslationKey, translatedText: string, at: Date) {
  await db
    .insert(translationCache)
    .values({ ...key, translatedText, createdAt: at })
    .onConflictDoNothing()
}
