import { failureText, type FailureText } from '../../forms/failure-text'
import type { TextKey } from '../../i18n/use-t'

/** The server's claim codes that the claim page explains in its own words. */
const CLAIM_CODES: Partial<Record<string, TextKey>> = {
  CLAIM_OPEN: 'claim.error.CLAIM_OPEN',
  ALREADY_OWNER: 'claim.error.ALREADY_OWNER',
  METHOD_UNAVAILABLE: 'claim.error.METHOD_UNAVAILABLE',
  WRONG_CODE: 'claim.error.WRONG_CODE',
  CODE_EXPIRED: 'claim.error.CODE_EXPIRED',
  UNSUPPORTED_DOCUMENT_TYPE: 'claim.error.UNSUPPORTED_DOCUMENT_TYPE',
  DOCUMENT_TOO_LARGE: 'claim.error.DOCUMENT_TOO_LARGE',
  UNAUTHORIZED: 'claim.error.UNAUTHORIZED',
}

export function claimFailure(error: unknown): FailureText {
  return failureText(error, 'claim.error.generic', CLAIM_CODES)
}

const QUEUE_CODES: Partial<Record<string, TextKey>> = {
  REASON_REQUIRED: 'workQueue.error.REASON_REQUIRED',
  CLAIM_NOT_DECIDABLE: 'workQueue.error.CLAIM_NOT_DECIDABLE',
  LISTING_NOT_IN_REVIEW: 'workQueue.error.LISTING_NOT_IN_REVIEW',
}

export function decisionFailure(error: unknown): FailureText {
  return failureText(error, 'workQueue.decisionFailed', QUEUE_CODES)
}
