import { useFailureText, type FailureCodes } from '../kit/failure'

// The server's codes the content editors explain in the admin's language; any other failure reads as a generic one.
const CONTENT_CODES: FailureCodes = {
  CATEGORY_IN_USE: 'adminContent.error.inUse',
  CATEGORY_SLUG_TAKEN: 'adminContent.error.slugTaken',
  ARTICLE_SLUG_TAKEN: 'adminContent.error.slugTaken',
  CATEGORY_CYCLE: 'adminContent.error.cycle',
  ORDER_MISMATCH: 'adminContent.error.order',
  FAQ_KEY_TAKEN: 'adminContent.error.keyTaken',
  VALIDATION_ERROR: 'adminContent.error.invalid',
}

/** Why a save, move or delete of an article, category or FAQ entry failed, in words. */
export function useContentFailure(): (error: unknown) => string {
  return useFailureText('adminContent.error.generic', CONTENT_CODES)
}
