import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { translateCached } from '../services/translate/cached-translation'
import { TranslationError } from '../services/translate/translation.port'
import type { OperationHandlers } from '../operation'

/** Spec §7: POST /api/translate/single, through the translation port, cached in the database. */
export function createTranslateHandlers({ db, clock, translator }: HandlerDeps): OperationHandlers {
  return {
    async translateText({ body, request }) {
      try {
        const translated = await translateCached(db, translator, body, clock())
        if (translated === 'not-configured')
          throw new HttpError(
            503,
            'TRANSLATION_NOT_CONFIGURED',
            'Translation is not available on this portal: no translation service is configured.',
          )
        return { success: true, data: translated }
      } catch (error) {
        if (!(error instanceof TranslationError)) throw error
        request.log.warn({ err: error }, 'translation service failed')
        throw new HttpError(
          503,
          error.code,
          'The translation service is not answering right now. Please try again later.',
        )
      }
    },
  }
}
