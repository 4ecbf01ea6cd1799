import { ApiError } from '@domain/errors'
import { isNetworkFailure } from '../errors/failure-message'
import type { TextKey, TextValues } from '../i18n/use-t'

export type FailureText = { key: TextKey; values?: TextValues }

/** Server codes every form explains in the same words; anything else gets the form's fallback. */
const BY_SERVER_CODE: Partial<Record<string, TextKey>> = {
  INVALID_CREDENTIALS: 'login.invalidCredentials',
  ACCOUNT_SUSPENDED: 'login.accountSuspended',
  EMAIL_TAKEN: 'register.emailTaken',
  INVALID_PHONE: 'account.phoneInvalid',
  WRONG_PASSWORD: 'profile.wrongPassword',
  WEAK_PASSWORD: 'account.passwordGuessable',
  RATE_LIMITED: 'account.rateLimited',
}

/**
 * A failed call as a message key: network trouble (`NetworkError`), throttling (with the wait from Retry-After),
 * a known server code of an `ApiError`, or the form's own fallback (spec §8: 'Login failed', 'Registration failed').
 */
export function failureText(
  error: unknown,
  fallback: TextKey,
  overrides: Partial<Record<string, TextKey>> = {},
  network: TextKey = 'account.network',
): FailureText {
  if (isNetworkFailure(error)) return { key: network }
  if (!(error instanceof ApiError)) return { key: fallback }
  if (error.serverCode === 'TOO_MANY_ATTEMPTS' || (error.status === 429 && error.retryAfterSeconds)) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60))
    return { key: 'account.tooManyAttempts', values: { minutes } }
  }
  const known = error.serverCode
    ? (overrides[error.serverCode] ?? BY_SERVER_CODE[error.serverCode])
    : undefined
  return { key: known ?? fallback }
}
