import { loadTranslations } from '../db/repositories/translations.repository'
import type { AppDeps } from '../deps'
import type { OperationHandlers } from './operation'

/** GET /api/translations/all: the stored interface texts of every language. */
export function createTranslationHandlers({ db }: AppDeps): OperationHandlers {
  return { getAllTranslations: async () => ({ success: true, data: await loadTranslations(db) }) }
}
