import { DEFAULT_LOCALE } from '@domain/i18n/localized-text'
import type { AppDeps } from '../deps'
import { publicFaq } from '../services/content/faq'
import type { OperationHandlers } from '../operation'

/** The `faq` tag: the information pages' questions, as admins keep them. */
export function createFaqHandlers({ db }: AppDeps): OperationHandlers {
  return {
    async listFaq({ query }) {
      return { success: true, data: await publicFaq(db, query.lang ?? DEFAULT_LOCALE) }
    },
  }
}
