import { failureText, type FailureText } from '../../forms/failure-text'

/** Why a decision did not go through: someone decided first, or something failed. */
export function moderationFailure(error: unknown): FailureText {
  return failureText(error, 'moderation.decisionFailed', {
    NOTHING_TO_DECIDE: 'moderation.nothingToDecide',
    REVIEW_NOT_FOUND: 'moderation.nothingToDecide',
    PHOTO_NOT_FOUND: 'moderation.nothingToDecide',
  })
}
