import { ApiError, NetworkError } from '@domain/errors'
import type { TextKey } from '../../i18n/use-t'

// The server's codes an admin can act on, each with its own sentence; anything else reads as a general failure.
const KNOWN: Record<string, TextKey> = {
  BUSINESS_NOT_FOUND: 'adminBiz.error.BUSINESS_NOT_FOUND',
  USER_NOT_FOUND: 'adminBiz.error.USER_NOT_FOUND',
  VALIDATION_ERROR: 'adminBiz.error.VALIDATION_ERROR',
  PLAN_LIMIT: 'adminBiz.error.PLAN_LIMIT',
  LISTING_STATUS_CONFLICT: 'adminBiz.error.LISTING_STATUS_CONFLICT',
  MERGE_INTO_ITSELF: 'adminBiz.error.MERGE_INTO_ITSELF',
  WEATHER_REFRESHED_RECENTLY: 'adminBiz.error.WEATHER_REFRESHED_RECENTLY',
  WEATHER_PROVIDER_UNAVAILABLE: 'adminBiz.error.WEATHER_PROVIDER_UNAVAILABLE',
  WEATHER_PROVIDER_NOT_CONFIGURED: 'adminBiz.error.WEATHER_PROVIDER_NOT_CONFIGURED',
  FORBIDDEN: 'adminBiz.error.FORBIDDEN',
}

/** The text key that says why an admin's action failed. */
export function actionFailure(error: unknown): TextKey {
  if (error instanceof NetworkError) return 'adminBiz.error.network'
  if (error instanceof ApiError && error.serverCode) return KNOWN[error.serverCode] ?? 'adminBiz.error.other'
  return 'adminBiz.error.other'
}
