import { useFailureText, type FailureCodes } from '../kit/failure'

// The server's codes an admin can act on, each with its own sentence; anything else reads as a general failure.
const BUSINESS_CODES: FailureCodes = {
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

/** Why an admin's action on a business (or its newsletter and weather pages) failed, in words. */
export function useBusinessFailure(): (error: unknown) => string {
  return useFailureText('adminBiz.error.other', BUSINESS_CODES, 'adminBiz.error.network')
}
