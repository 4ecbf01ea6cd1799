import { isNameValid } from '@domain/contact/contact-fields'
import { phoneNumbering } from '@domain/contact/phone-numbering'
import { isLocale } from '@domain/i18n/localized-text'
import { normalisePhone } from '@domain/phone/normalise-phone'
import { DEFAULT_COUNTRY_CODE } from '@domain/phone/split-phone'
import { deviceLabel } from '@domain/session/device-label'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { toUser } from '../mappers/user.mapper'
import * as accounts from '../services/auth/account-service'
import { updateProfile, viewProfile } from '../services/auth/profiles'
import { signOut } from '../services/auth/sessions'
import type { OperationHandlers } from '../operation'
import { signedInUser } from '../plugins/auth'

export function createAuthHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps
  return {
    async register({ body, request, reply }) {
      refuseInvalidName(body.name)
      const phone = accountPhone(body.phone, body.countryCode)
      const language = body.language ?? headerLanguage(request.headers['x-user-language'])
      const user = await accounts.register(deps, {
        name: body.name.trim(),
        email: body.email,
        password: body.password,
        language,
        phone: phone?.e164 ?? null,
        countryCode: phone?.countryCode ?? body.countryCode ?? null,
        agreeMarketing: body.agreeMarketing ?? false,
      })
      reply.code(201)
      return {
        success: true,
        requiresVerification: true,
        message: 'We sent you an email. Please open its link to confirm your address.',
        email: user.email,
        user: toUser(user),
      }
    },

    async login({ body, request }) {
      const outcome = await accounts.login(deps, {
        email: body.email,
        password: body.password,
        address: request.ip,
        device: deviceLabel(request.headers['user-agent']),
      })
      if (outcome.kind === 'unverified') {
        // Spec §8: the page offers the verify flow with these details.
        const message = 'Please verify your email address before logging in.'
        throw new HttpError(
          403,
          'EMAIL_NOT_VERIFIED',
          message,
          {},
          {
            message,
            userId: outcome.user.id,
            email: outcome.user.email,
            name: outcome.user.name,
          },
        )
      }
      return { success: true, user: toUser(outcome.user), token: outcome.token }
    },

    async logout({ request }) {
      await signOut(db, signedInUser(request).sessionId, clock())
      return { success: true, message: 'Signed out.' }
    },

    // Spec §4: polled every 5 minutes, so it must never come from a cache.
    async getProfile({ path, request, reply }) {
      const profile = await viewProfile(db, signedInUser(request).user, path.id)
      reply.header('cache-control', 'no-cache')
      return { success: true, user: toUser(profile) }
    },

    async verifyEmail({ body }) {
      const user = await accounts.verifyEmail(deps, body.token)
      return {
        success: true,
        message: 'Your email address is confirmed. You can sign in now.',
        user: toUser(user),
      }
    },

    async resendVerification({ body }) {
      await accounts.resendVerification(deps, body.email)
      return {
        success: true,
        message: 'If this address has an account that still needs confirming, we sent a new link.',
      }
    },

    async forgotPassword({ body, request }) {
      // The same answer, as quickly, whether or not the address has an account: the lookup, the token and the mail
      // happen after it has left (awaited, a known address answered about twice as slowly).
      deps.background.start(
        () => accounts.forgotPassword(deps, body.email),
        (error) => request.log.error({ err: error }, 'The password reset mail could not be sent'),
      )
      return {
        success: true,
        message: 'If this address has an account, we sent a link to choose a new password.',
      }
    },

    async resetPassword({ body }) {
      await accounts.resetPassword(deps, body.token, body.password)
      return { success: true, message: 'Your password is changed. Please sign in with the new one.' }
    },

    async updateProfile({ body, request }) {
      const { user } = signedInUser(request)
      refuseInvalidName(body.name)
      const phone = accountPhone(body.phone, body.countryCode ?? user.countryCode)
      const changes = {
        ...body,
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(phone ? { phone: phone.e164, countryCode: phone.countryCode } : {}),
      }
      return { success: true, user: toUser(await updateProfile(db, user.id, changes, clock())) }
    },

    async changePassword({ body, request }) {
      const { user } = signedInUser(request)
      const device = deviceLabel(request.headers['user-agent'])
      const token = await accounts.changePassword(deps, user, body.currentPassword, body.newPassword, device)
      return { success: true, message: 'Your password is changed. Other devices are signed out.', token }
    },

    async deleteAccount({ body, request }) {
      const { user } = signedInUser(request)
      await accounts.deleteAccount(deps, user, body.password)
      return { success: true, message: 'Your account is deleted.' }
    },
  }
}

function headerLanguage(value: unknown) {
  return isLocale(value) ? value : 'en'
}

/** The contract checks characters only; a name must also pass the rule every form uses. */
function refuseInvalidName(name: string | undefined) {
  if (name !== undefined && !isNameValid(name))
    throw new HttpError(400, 'VALIDATION_ERROR', 'Please enter your name.')
}

/**
 * An account's phone in E.164 with the code it belongs to, read as normalisePhone reads it (the chosen code typed
 * again in front is fine); null when none was given. A number that is not valid for its country is 400
 * INVALID_PHONE.
 */
function accountPhone(phone: string | null | undefined, countryCode: string | null | undefined) {
  if (!phone?.trim()) return null
  const read = normalisePhone(phone, countryCode ?? DEFAULT_COUNTRY_CODE, phoneNumbering)
  if (!read.ok)
    throw new HttpError(
      400,
      'INVALID_PHONE',
      'Please enter a valid phone number for the chosen country, with or without its country code.',
    )
  return read.value
}
