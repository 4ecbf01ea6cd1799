import type { MessageTable } from '@domain/i18n/message-table'

/** Site services: newsletter status and unsubscribe, consent for third-party tags. */
export const siteEn = {
  'newsletter.status.subscribed': 'You are subscribed to our newsletter.',
  'newsletter.unsubscribe': 'Unsubscribe',
  'newsletter.unsubscribe.confirm': 'Are you sure you want to unsubscribe from our newsletter?',
  'newsletter.unsubscribe.yes': 'Yes, unsubscribe',
  'newsletter.unsubscribe.cancel': 'Cancel',
  'newsletter.unsubscribe.working': 'Unsubscribing...',
  'newsletter.unsubscribe.success.title': 'Unsubscribed',
  'newsletter.unsubscribe.success.message': 'You will no longer receive our newsletter.',
  'newsletter.unsubscribe.failed.title': 'Unsubscribe Failed',
  'newsletter.unsubscribe.failed.message': 'Failed to unsubscribe. Please try again or contact support.',
  'newsletter.unsubscribe.notLoggedIn': 'User not logged in',
  'unsubscribe.signInHint': 'Sign in to manage your newsletter subscription, or use the link in our email.',
  'unsubscribe.signIn': 'Sign in',
  'consent.title': 'Cookies and analytics',
  'consent.text':
    'With your permission we load a tag manager and a social media pixel to measure visits and improve our advertising. Nothing is loaded unless you accept.',
  'consent.accept': 'Accept',
  'consent.reject': 'Reject',
  'consent.settings': 'Cookie settings',
} as const satisfies MessageTable
