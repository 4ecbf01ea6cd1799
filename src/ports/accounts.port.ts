import type { ProfileChanges, Registered, Registration, SignedIn } from '@domain/accounts/account'
import type { SignedInDevice } from '@domain/accounts/signed-in-device'
import type { Locale } from '@domain/i18n/localized-text'
import type { SessionUser } from '@domain/session/session-user'

/**
 * The account calls of spec §7. Calls for the signed-in user carry its bearer token through the API client, which
 * reads it from the session store; only `logout` and `getProfile` name theirs (see there). Failures reject with `ApiError` (its `code` names the call, its
 * `serverCode` the server's reason such as INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS, EMAIL_TAKEN, WRONG_PASSWORD,
 * INVALID_TOKEN, with `retryAfterSeconds` on HTTP 429) or `NetworkError` when no answer came.
 */
export interface AccountsPort {
  /** Resolves with the user and the bearer token. Rejects with `EmailNotVerifiedError` (spec §8) or 'login.failed'. */
  login(email: string, password: string, language: Locale): Promise<SignedIn>
  /** Creates an account; it needs email verification before sign-in. Rejects with 'register.failed'. */
  register(registration: Registration): Promise<Registered>
  /**
   * Ends the session on the server. Rejects with 'logout.failed'.
   * The session machine ends the session it holds: the store is shared by every tab and may already hold
   * another session's token, so this call names its own.
   */
  logout(token: string): Promise<void>
  /**
   * A profile, never from a cache (spec §4). Rejects with 'profile.unavailable' (status 401, 403, 404, 5xx) or
   * 'profile.invalid' (status 0) when the answer is not a user. The session machine refreshes the user it
   * holds with the token it holds (the shared store may hold another tab's session), so the token is named.
   */
  getProfile(id: string, token: string): Promise<SessionUser>
  /** Confirms the address with the mailed token and resolves with the user. Rejects with 'verification.failed'. */
  verifyEmail(verificationToken: string): Promise<SessionUser>
  /** Mails a new verification link if the address needs one. Rejects with 'verification.resendFailed'. */
  resendVerification(email: string): Promise<void>
  /** Mails a reset link if the address has an account. Rejects with 'password.forgotFailed'. */
  forgotPassword(email: string): Promise<void>
  /** Sets a new password with the mailed token. Rejects with 'password.resetFailed' (INVALID_TOKEN). */
  resetPassword(resetToken: string, password: string): Promise<void>
  /** Resolves with the updated user. Rejects with 'profile.updateFailed'. */
  updateProfile(changes: ProfileChanges): Promise<SessionUser>
  /** Resolves with the new token of this session (the others end). Rejects with 'password.changeFailed'. */
  changePassword(currentPassword: string, newPassword: string): Promise<string>
  /** Deletes the account and its sessions. Rejects with 'account.deleteFailed' (WRONG_PASSWORD). */
  deleteAccount(password: string): Promise<void>
  /** The signed-in user's live sessions, the most recent first. Rejects with 'devices.unavailable'. */
  listDevices(): Promise<SignedInDevice[]>
  /** Signs out one of the user's sessions. Rejects with 'devices.signOutFailed' (404 when it has ended). */
  signOutDevice(id: number): Promise<void>
}
