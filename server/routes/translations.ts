import type { AppDeps } from '../deps'
import type { OperationHandlers } from '../operation'
import { interfaceTexts, storedInterfaceTexts } from '../services/translations-admin/interface-texts'

/**
 * GET /api/translations/all: the stored interface texts of every language.
 * GET /api/translations/ui/{language}: one language's texts complete, as a page renders them.
 */
export function createTranslationHandlers({ db }: AppDeps): OperationHandlers {
  return {
    getAllTranslations: async () => ({ success: true, data: await storedInterfaceTexts(db) }),
    getInterfaceTexts: async ({ path }) => ({
      success: true,
      data: await interfaceTexts(db, path.language),
      language: path.language,
    }),
  }
}
