/**
 * The expected failures of the services, by stable code. Services know nothing of HTTP: the error plugin
 * (server/plugins/errors.ts) is the one place that turns a code into a status.
 */
export type AccountErrorCode =
  'EMAIL_TAKEN' | 'TOO_MANY_ATTEMPTS' | 'INVALID_CREDENTIALS' | 'WRONG_PASSWORD' | 'INVALID_TOKEN'

/** Why a chat engine gave no reply (ChatEngineError). */
export type ChatEngineErrorCode =
  | 'VALIDATION_ERROR'
  | 'BUSINESS_NOT_FOUND'
  | 'USER_NOT_INITIALIZED'
  | 'AI_PROVIDER_FAILED'
  | 'AI_PROVIDER_NOT_CONFIGURED'
  | 'AI_PROVIDER_UNAVAILABLE'

/** The paid AI engine has answered as many requests today as the portal allows (AI_DAILY_REQUEST_LIMIT). */
export type AiBudgetErrorCode = 'AI_DAILY_LIMIT_REACHED'

/**
 * Newsletter: unsubscribing an address that is not the signed-in user's, or with a link that was not signed by the
 * portal.
 */
export type NewsletterErrorCode = 'NOT_YOUR_ADDRESS' | 'INVALID_UNSUBSCRIBE_TOKEN'

/** A new password that is too easy to guess; a session that is not the caller's or has ended. */
export type AccountHygieneErrorCode = 'WEAK_PASSWORD' | 'SESSION_NOT_FOUND'

/** Another account's profile, which only an admin may see (403). */
export type ProfileErrorCode = 'FORBIDDEN'

/**
 * An owner's request on a business: it is not theirs (403), or the business's plan does not allow it (403, with
 * the feature and the limit in the body so the page can say which plan would).
 */
export type OwnerErrorCode = 'NOT_YOUR_BUSINESS' | 'PLAN_LIMIT'

/** An account already has as many added businesses waiting for review as it may (409). */
export type ListingErrorCode = 'TOO_MANY_PENDING_LISTINGS'

/** Claiming a business and the admin's work queue (claims and added businesses). */
export type ClaimErrorCode =
  | 'CLAIM_NOT_FOUND'
  | 'CLAIM_OPEN'
  | 'ALREADY_OWNER'
  | 'METHOD_UNAVAILABLE'
  | 'CLAIM_NOT_PENDING'
  | 'WRONG_CODE'
  | 'CODE_EXPIRED'
  | 'DOCUMENT_TOO_LARGE'
  | 'UNSUPPORTED_DOCUMENT_TYPE'
  | 'CLAIM_NOT_DECIDABLE'
  | 'REASON_REQUIRED'
  | 'LISTING_NOT_IN_REVIEW'

/** An owner's tools: an upload that is no image, a photo, review or message that is not there (or not theirs). */
export type OwnerToolsErrorCode =
  'INVALID_IMAGE' | 'PHOTO_NOT_FOUND' | 'REVIEW_NOT_FOUND' | 'MESSAGE_NOT_FOUND'

/**
 * An admin's action names an account or plan that does not exist, or a date that makes no sense; it would leave
 * the portal without an active admin; it asks to confirm an address already confirmed. A suspended account
 * cannot sign in.
 */
export type AdminErrorCode =
  | 'USER_NOT_FOUND'
  | 'PLAN_NOT_FOUND'
  | 'INVALID_DATE'
  | 'LAST_ADMIN'
  | 'ALREADY_VERIFIED'
  | 'ACCOUNT_SUSPENDED'

/** The admin's directory: a status change the queue decides instead, a merge of a business into itself. */
export type DirectoryErrorCode = 'LISTING_STATUS_CONFLICT' | 'MERGE_INTO_ITSELF'

/** Reporting and moderating reviews and photos: a second open report by one person, a decision with no effect. */
export type ModerationErrorCode = 'ALREADY_REPORTED' | 'NOTHING_TO_DECIDE'

/**
 * The content (categories, articles, the FAQ): a missing row, or an article with no text in any language (404); a
 * slug or key in use, a category moved below itself or removed while used, an order that does not name exactly the
 * siblings (409).
 */
export type ContentErrorCode =
  | 'CATEGORY_NOT_FOUND'
  | 'CATEGORY_SLUG_TAKEN'
  | 'CATEGORY_CYCLE'
  | 'CATEGORY_IN_USE'
  | 'ORDER_MISMATCH'
  | 'ARTICLE_NOT_FOUND'
  | 'ARTICLE_CONTENT_NOT_FOUND'
  | 'ARTICLE_SLUG_TAKEN'
  | 'FAQ_NOT_FOUND'
  | 'FAQ_KEY_TAKEN'

/**
 * Visitors' edit suggestions: one already pending from this suggester (409), a suggestion that is not there or not
 * the caller's to decide (404), one decided already (409).
 */
export type EditSuggestionErrorCode = 'ALREADY_SUGGESTED' | 'SUGGESTION_NOT_FOUND' | 'SUGGESTION_DECIDED'

/** An interface text edit names a key the catalogs lack, or drops a `{{placeholder}}` of the English text. */
export type TranslationErrorCode = 'TRANSLATION_KEY_NOT_FOUND' | 'PLACEHOLDER_MISSING'

/**
 * Saved lists (docs/saved-lists.md): a list that is not the user's (404); a limit, a taken name or the default
 * list kept (409). A blank or long name is a VALIDATION_ERROR.
 */
export type SavedListErrorCode =
  | 'LIST_NOT_FOUND'
  | 'LIST_LIMIT_REACHED'
  | 'LIST_FULL'
  | 'LIST_NAME_TAKEN'
  | 'DEFAULT_LIST_KEPT'
  | 'VALIDATION_ERROR'

export type ServiceErrorCode =
  | SavedListErrorCode
  | AccountErrorCode
  | AccountHygieneErrorCode
  | ProfileErrorCode
  | ChatEngineErrorCode
  | AiBudgetErrorCode
  | NewsletterErrorCode
  | OwnerErrorCode
  | AdminErrorCode
  | ClaimErrorCode
  | OwnerToolsErrorCode
  | ListingErrorCode
  | DirectoryErrorCode
  | ModerationErrorCode
  | ContentErrorCode
  | TranslationErrorCode
  | EditSuggestionErrorCode

/** A failure a service expects and a person can act on; the message is shown as it is. */
export class ServiceError<C extends ServiceErrorCode = ServiceErrorCode> extends Error {
  override readonly name: string = 'ServiceError'

  constructor(
    readonly code: C,
    message: string,
    /** When trying again makes sense, and after how long. */
    readonly retryAfterSeconds?: number,
    /** More fields for the error body, as the contract declares them (PLAN_LIMIT: feature and limit). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
