// The limits of a written review, shared by the form and the server (the contract repeats them).
export const MIN_REVIEW_TEXT = 20
export const MAX_REVIEW_TEXT = 2000
export const MAX_REVIEW_PHOTOS = 5
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const RATINGS = [1, 2, 3, 4, 5] as const

export type ReviewProblem = 'ratingRequired' | 'textTooShort'
export type PhotoProblem = 'photoType' | 'photoSize'

/** What keeps a draft from being sent, in the order the form shows them. */
export function reviewProblems(draft: { rating: number | null; text: string }): ReviewProblem[] {
  const problems: ReviewProblem[] = []
  if (draft.rating === null || !RATINGS.some((r) => r === draft.rating)) problems.push('ratingRequired')
  if (draft.text.trim().length < MIN_REVIEW_TEXT) problems.push('textTooShort')
  return problems
}

/** Why a chosen file cannot be sent as a review photo, or null when it can. */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!REVIEW_PHOTO_TYPES.some((t) => t === file.type)) return 'photoType'
  if (file.size > MAX_PHOTO_BYTES) return 'photoSize'
  return null
}
