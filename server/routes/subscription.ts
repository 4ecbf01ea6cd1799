import { isLocale, type Locale } from '@domain/i18n/localized-text'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { askToConfirm, confirmByLink } from '../services/newsletter/double-opt-in'
import {
  newsletterStatus,
  unsubscribeByLink,
  unsubscribeOwnAddress,
} from '../services/newsletter/subscriptions'
import type { OperationHandlers } from '../operation'
import { signedInUser } from '../plugins/auth'

const CONFIRM_SENT =
  'Please check your inbox: if this address is not subscribed yet, we have sent it a link to confirm.'

/**
 * Spec §4, §7, §8: subscribe (double opt-in: confirmed through a mailed link), status for the signed-in user,
 * unsubscribe as that user or from the mailed link.
 */
export function createNewsletterHandlers(deps: HandlerDeps): OperationHandlers {
  const { db, clock } = deps

  return {
    async subscribeNewsletter({ body, request, reply }) {
      const language = body.language ?? headerLanguage(request.headers['x-user-language'])
      try {
        await askToConfirm(deps, { email: body.email, language, at: clock() })
      } catch (error) {
        // The same answer either way: a lost mail is logged, and signing up again sends a new link.
        request.log.error({ err: error }, 'newsletter confirmation mail could not be sent')
      }
      // Issue 30: the same 202 for a new, a waiting and a subscribed address, so the answer tells nobody which.
      reply.code(202)
      return { success: true, message: CONFIRM_SENT }
    },

    async confirmNewsletterSubscription({ body, request }) {
      const { isConfirmed, welcomeFailure } = await confirmByLink(deps, { token: body.token, at: clock() })
      if (!isConfirmed)
        throw new HttpError(
          400,
          'INVALID_CONFIRM_TOKEN',
          'This confirmation link is not valid any more. Please subscribe again to get a new one.',
        )
      if (welcomeFailure)
        request.log.error({ err: welcomeFailure }, 'newsletter welcome mail could not be sent')
      return { success: true, message: 'Subscribed to the newsletter.' }
    },

    async getNewsletterStatus({ request }) {
      const { user } = signedInUser(request)
      return { success: true, ...(await newsletterStatus(db, user.email)) }
    },

    async unsubscribeNewsletter({ body, request }) {
      await unsubscribeOwnAddress(db, signedInUser(request).user, body.email, clock())
      return { success: true, message: 'Unsubscribed from the newsletter.' }
    },

    async unsubscribeNewsletterByToken({ body }) {
      await unsubscribeByLink(db, body.token, clock())
      return { success: true, message: 'Unsubscribed from the newsletter.' }
    },
  }
}

function headerLanguage(header: string | string[] | undefined): Locale {
  return isLocale(header) ? header : 'en'
}
