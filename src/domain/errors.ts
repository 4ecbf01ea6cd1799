// Typed failures with stable codes (STYLE.md "Errors"). The UI turns a code into translated text;
// no message is ever built here or in an adapter.

/** What could not be done, named by the thing asked for. */
export type ApiErrorCode =
  | 'business.unavailable'
  | 'businesses.unavailable'
  // Suggestions as the visitor types (issue 29).
  | 'suggestions.unavailable'
  | 'reviews.unavailable'
  | 'categories.unavailable'
  | 'article.unavailable'
  | 'articles.unavailable'
  | 'translations.unavailable'
  | 'weather.unavailable'
  | 'newsletter.failed'
  // Writing a review: the server's 409, 413/415 (a photo refused), 400 and 401 become their own codes.
  | 'review.duplicate'
  | 'review.photoRejected'
  | 'review.invalid'
  | 'review.signInRequired'
  | 'review.failed'
  | 'newsletter.status'
  | 'newsletter.unsubscribeFailed'
  | 'newsletter.confirmFailed'
  | 'analytics.unavailable'
  | 'login.failed'
  | 'register.failed'
  | 'logout.failed'
  | 'profile.unavailable'
  | 'profile.invalid'
  | 'profile.updateFailed'
  | 'verification.failed'
  | 'verification.resendFailed'
  | 'password.forgotFailed'
  | 'password.resetFailed'
  | 'password.changeFailed'
  | 'account.deleteFailed'
  | 'devices.unavailable'
  | 'devices.signOutFailed'
  | 'admin.unavailable'
  // Saved lists: reading a user's or a shared list, and changing one (the server's code says why).
  | 'savedLists.unavailable'
  | 'savedLists.changeFailed'
  // The AI marketer course: reading and saving a signed-in user's progress.
  | 'course.progressUnavailable'
  | 'course.completeFailed'
  // The owner's listings: reading them, adding a business, saving a change, reading a plan.
  | 'listings.unavailable'
  | 'listing.addFailed'
  | 'listing.saveFailed'
  | 'plan.unavailable'
  // Claiming a business (the server's code says why) and the admin's work queue.
  | 'claim.failed'
  | 'claims.unavailable'
  | 'queue.unavailable'
  | 'queue.decisionFailed'
  // Edit suggestions: sending one, the queues and the profile's list, a decision (the server's code says why).
  | 'editSuggestion.failed'
  | 'editSuggestions.unavailable'
  | 'editSuggestion.decisionFailed'
  // The owner's tools and the visitors' leads and messages; the server's code (PLAN_LIMIT, INVALID_IMAGE,
  // RATE_LIMITED) tells the UI which text to show.
  | 'owner.unavailable'
  | 'owner.saveFailed'
  | 'inbox.sendFailed'
  // Reporting a review or photo (the server's code says why) and the admin's moderation of them.
  | 'report.failed'
  | 'moderation.unavailable'
  | 'moderation.decisionFailed'
  // The FAQ page's questions, and the admin's content editors (the server's code says why a save was refused).
  | 'faq.unavailable'
  | 'content.saveFailed'

/** The server's own codes that the account screens turn into their own translated text. */
export type AccountServerCode =
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  | 'RATE_LIMITED'
  | 'EMAIL_TAKEN'
  | 'INVALID_PHONE'
  | 'WRONG_PASSWORD'
  | 'WEAK_PASSWORD'
  | 'INVALID_TOKEN'
  | 'UNAUTHORIZED'
  | 'SESSION_EXPIRED'
  | 'FORBIDDEN'
  | 'USER_NOT_FOUND'

/** The server answered, but not with what was asked for (a 4xx/5xx or a body that says `success: false`). */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly code: ApiErrorCode,
    /** The HTTP status, or 0 when the body rather than the status was wrong. */
    readonly status: number,
    /** The server's own code (e.g. 'NOT_FOUND', 'RATE_LIMITED'), when it sent one. */
    readonly serverCode?: string,
    /** Retry-After in seconds, when the server said how long to wait (HTTP 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${code} (HTTP ${status}${serverCode ? `, ${serverCode}` : ''})`)
  }
}

/** Spec §6: a change beyond the business's plan (HTTP 403 PLAN_LIMIT), with the feature and its limit. */
export class PlanLimitError extends ApiError {
  constructor(
    code: ApiErrorCode,
    readonly feature: string,
    /** A number, or false for a feature the plan does not include. */
    readonly limit: number | boolean,
  ) {
    super(code, 403, 'PLAN_LIMIT')
  }
}

/** The request never got an answer: offline, DNS, connection reset, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError'
  readonly code = 'network' as const

  constructor(options?: { cause?: unknown }) {
    super('network', options)
  }
}

/**
 * Spec §8: sign-in refused because the address is not confirmed yet; carries what the verify flow needs.
 */
export class EmailNotVerifiedError extends Error {
  override readonly name = 'EmailNotVerifiedError'
  readonly code = 'EMAIL_NOT_VERIFIED' as const

  constructor(
    readonly userId: string,
    readonly email: string,
    readonly userName: string,
  ) {
    super('EMAIL_NOT_VERIFIED')
  }
}

export function isEmailNotVerifiedError(error: unknown): error is EmailNotVerifiedError {
  return error instanceof EmailNotVerifiedError
}

export type FailureCode = ApiErrorCode | NetworkError['code']

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError
}

/** The code of any failure; anything unknown is reported as `fallback`. */
export function failureCode(error: unknown, fallback: ApiErrorCode): FailureCode {
  if (error instanceof ApiError || error instanceof NetworkError) return error.code
  return fallback
}

/** Why no position could be had; the UI turns the code into text. */
export type LocationErrorCode = 'location.denied' | 'location.unavailable'
