import { createHash } from 'node:crypto'
import {
  findCachedTranslation,
  storeTranslation,
  type TranslationKey,
} from '../db/repositories/translation-cache.repository'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { TranslationError } from '../services/translate/translation.port'
import type { OperationHandlers } from '../operation'

/** Spec §7: POST /api/translate/single, through the translation port, cached in the database. */
export function createTranslateHandlers({ db, clock, translator }: HandlerDeps): OperationHandlers {
  return {
    async translateText({ body, request }) {
      // Same language both ways: nothing to translate, and no reason to need a service.
      if (body.sourceLanguage === body.targetLanguage)
        return { success: true, data: { translatedText: body.text, isCached: false } }
      const key: TranslationKey = {
        textHash: createHash('sha256').update(body.text).digest('hex'),
        sourceLanguage: body.sourceLanguage ?? 'auto',
        targetLanguage: body.targetLanguage,
        type: body.type ?? '',
      }
      const cached = await findCachedTranslation(db, key)
      if (cached !== null) return { success: true, data: { translatedText: cached, isCached: true } }
      if (!translator)
        throw new HttpError(
          503,
          'TRANSLATION_NOT_CONFIGURED',
          'Translation is not available on this portal: no translation service is configured.',
        )
      let translatedText: string
      try {
        translatedText = await translator.translate({
          text: body.text,
          source: body.sourceLanguage ?? null,
          target: body.targetLanguage,
        })
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error
        request.log.warn({ err: error }, 'translation service failed')
        throw new HttpError(
          503,
          error.code,
          'The translation service is not answering right now. Please try again later.',
        )
      }
      await storeTranslation(db, key, translatedText, clock())
      return { success: true, data: { translatedText, isCached: false } }
    },
  }
}
