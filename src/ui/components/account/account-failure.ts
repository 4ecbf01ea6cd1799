import { ApiError } from '@domain/errors'
import { isNetworkFailure } from '../../errors/failure-message'
import type { TextKey, TextValues } from '../../i18n/use-t'

export type FailureText = { key: TextKey; values?: TextValues }

/** Server codes the account screens explain in their own words; anything else gets the screen's fallback. */
const BY_SERVER_CODE: Partial<Record<string, TextKey>> = {
  INVALID_CREDENTIALS: 'login.invalidCredentials',
  EMAIL_TAKEN: 'register.emailTaken',
  WRONG_PASSWORD: 'profile.wrongPassword',
  RATE_LIMITED: 'account.rateLimited',
}

/**
 * A failed account call as translated text: network trouble, throttling (with the wait from Retry-After),
 * a known server code, or the screen's own fallback (spec §8: 'Login failed', 'Registration failed').
 */
export function accountFailureText(
  error: unknown,
  fallback: TextKey,
  overrides: Partial<Record<string, TextKey>> = {},
): FailureText {
  if (isNetworkFailure(error)) return { key: 'account.network' }
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
