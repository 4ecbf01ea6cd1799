import { ApiError } from '@domain/errors'
import { isNetworkFailure } from '../../../errors/failure-message'
import type { TextKey } from '../../../i18n/use-t'

export type BulkFailureKey = Extract<TextKey, `adminBulk.error.${string}`>

// The server's codes a bulk action meets, each said in words an admin can act on.
const BY_SERVER_CODE: Partial<Record<string, BulkFailureKey>> = {
  NOTHING_TO_DECIDE: 'adminBulk.error.alreadyDone',
  LISTING_STATUS_CONFLICT: 'adminBulk.error.alreadyDone',
  REVIEW_NOT_FOUND: 'adminBulk.error.notFound',
  PHOTO_NOT_FOUND: 'adminBulk.error.notFound',
  BUSINESS_NOT_FOUND: 'adminBulk.error.notFound',
  UNAUTHORIZED: 'adminBulk.error.session',
  SESSION_EXPIRED: 'adminBulk.error.session',
  RATE_LIMITED: 'adminBulk.error.rateLimited',
  FORBIDDEN: 'adminBulk.error.forbidden',
  VALIDATION_ERROR: 'adminBulk.error.invalid',
  REASON_REQUIRED: 'adminBulk.error.invalid',
}

// When the server sent no code of its own, the status says enough.
const BY_STATUS: Partial<Record<number, BulkFailureKey>> = {
  400: 'adminBulk.error.invalid',
  401: 'adminBulk.error.session',
  403: 'adminBulk.error.forbidden',
  404: 'adminBulk.error.notFound',
  409: 'adminBulk.error.alreadyDone',
  429: 'adminBulk.error.rateLimited',
}

/** One item's failure in a bulk action: the code (kept for the summary and tests) and the words for it. */
export function bulkFailure(error: unknown): { code: string; messageKey: BulkFailureKey } {
  if (isNetworkFailure(error)) return { code: 'NETWORK', messageKey: 'adminBulk.error.network' }
  if (!(error instanceof ApiError)) return { code: 'UNKNOWN', messageKey: 'adminBulk.error.other' }
  const code = error.serverCode ?? `HTTP_${error.status}`
  const known = (error.serverCode && BY_SERVER_CODE[error.serverCode]) || BY_STATUS[error.status]
  return { code, messageKey: known ?? 'adminBulk.error.other' }
}
