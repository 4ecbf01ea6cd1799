import { isLocale, type Locale } from '@domain/i18n/localized-text'
import {
  findSubscription,
  normaliseSubscriberEmail,
  subscribe,
  unsubscribe,
} from '../db/repositories/newsletter.repository'
import { sharedSecret } from '../db/repositories/server-secrets.repository'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { newsletterWelcomeMail } from '../services/mail/newsletter-mail'
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../services/newsletter/unsubscribe-token'
import type { OperationHandlers } from './operation'
import { signedInUser } from '../plugins/auth'

const SECRET_NAME = 'newsletter-unsubscribe'

/** Spec §4, §7, §8: subscribe, status for the signed-in user, unsubscribe as that user or from the mailed link. */
export function createNewsletterHandlers({ db, clock, mail, publicUrl }: HandlerDeps): OperationHandlers {
  const unsubscribeLink = async (email: string) =>
    `${publicUrl}/unsubscribe?token=${signUnsubscribeToken(await sharedSecret(db, SECRET_NAME), email)}`

  return {
    async subscribeNewsletter({ body, request, reply }) {
      const language = body.language ?? headerLanguage(request.headers['x-user-language'])
      const email = normaliseSubscriberEmail(body.email)
      const outcome = await subscribe(db, { email, language, at: clock() })
      // Spec §8: HTTP 409 means the address is already on the list.
      if (outcome === 'already-subscribed')
        throw new HttpError(409, 'ALREADY_SUBSCRIBED', 'This email address is already subscribed.')
      try {
        await mail.send(newsletterWelcomeMail({ email, language }, await unsubscribeLink(email)))
      } catch (error) {
        // The consent is stored either way; a lost welcome mail must not turn the subscription into an error.
        request.log.error({ err: error }, 'newsletter welcome mail could not be sent')
      }
      reply.code(201)
      return { success: true, message: 'Subscribed to the newsletter.' }
    },

    async getNewsletterStatus({ request }) {
      const { user } = signedInUser(request)
      const subscription = await findSubscription(db, user.email)
      if (subscription?.status !== 'subscribed') return { success: true, subscribed: false }
      const language = isLocale(subscription.language) ? subscription.language : 'en'
      return { success: true, subscribed: true, language }
    },

    async unsubscribeNewsletter({ body, request }) {
      const { user } = signedInUser(request)
      if (normaliseSubscriberEmail(body.email) !== normaliseSubscriberEmail(user.email))
        throw new HttpError(
          400,
          'NOT_YOUR_ADDRESS',
          'You can only unsubscribe your own email address. Use the link in the newsletter mail instead.',
        )
      await unsubscribe(db, user.email, clock())
      return { success: true, message: 'Unsubscribed from the newsletter.' }
    },

    async unsubscribeNewsletterByToken({ body }) {
      const email = verifyUnsubscribeToken(await sharedSecret(db, SECRET_NAME), body.token)
      if (!email)
        throw new HttpError(
          400,
          'INVALID_UNSUBSCRIBE_TOKEN',
          'This unsubscribe link is not valid. Please use the link from the newsletter mail.',
        )
      await unsubscribe(db, email, clock())
      return { success: true, message: 'Unsubscribed from the newsletter.' }
    },
  }
}

function headerLanguage(header: string | string[] | undefined): Locale {
  return isLocale(header) ? header : 'en'
}
