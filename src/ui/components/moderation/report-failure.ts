import { failureText, type FailureText } from '../../forms/failure-text'
import type { TextKey } from '../../i18n/use-t'

const REPORT_CODES: Partial<Record<string, TextKey>> = {
  ALREADY_REPORTED: 'report.already',
  RATE_LIMITED: 'report.throttled',
  VALIDATION_ERROR: 'report.tooShort',
  REVIEW_NOT_FOUND: 'report.gone',
  PHOTO_NOT_FOUND: 'report.gone',
  NOT_FOUND: 'report.gone',
}

/** Why a report was not taken, in words a visitor understands. */
export function reportFailure(error: unknown): FailureText {
  return failureText(error, 'report.failed', REPORT_CODES)
}
