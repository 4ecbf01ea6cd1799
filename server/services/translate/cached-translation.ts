import type { Locale } from '@domain/i18n/localized-text'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/db'
import {
  findCachedTranslation,
  storeTranslation,
  type TranslationKey,
} from '../../db/repositories/translation-cache.repository'
import type { TranslationPort } from './translation.port'

export type TranslationRequest = {
  text: string
  sourceLanguage?: Locale
  targetLanguage: Locale
  type?: string
}

/**
 * Spec §7: a text through the translation port, cached in the database by its hash, languages and type. Resolves
 * with 'not-configured' when the text is not cached and no service is; rejects with the port's TranslationError.
 */
export async function translateCached(
  db: Db,
  translator: TranslationPort | null | undefined,
  request: TranslationRequest,
  now: Date,
): Promise<{ translatedText: string; isCached: boolean } | 'not-configured'> {
  // Same language both ways: nothing to translate, and no reason to need a service.
  if (request.sourceLanguage === request.targetLanguage)
    return { translatedText: request.text, isCached: false }
  const key: TranslationKey = {
    textHash: createHash('sha256').update(request.text).digest('hex'),
    sourceLanguage: request.sourceLanguage ?? 'auto',
    targetLanguage: request.targetLanguage,
    type: request.type ?? '',
  }
  const cached = await findCachedTranslation(db, key)
  if (cached !== null) return { translatedText: cached, isCached: true }
  if (!translator) return 'not-configured'
  const translatedText = await translator.translate({
    text: request.text,
    source: request.sourceLanguage ?? null,
    target: request.targetLanguage,
  })
  await storeTranslation(db, key, translatedText, now)
  return { translatedText, isCached: false }
}
