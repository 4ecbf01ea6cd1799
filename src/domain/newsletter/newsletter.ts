/** Spec §4: an address the server already knows counts as subscribed too. */
export type SubscribeOutcome = 'subscribed' | 'already-subscribed'

export type NewsletterStatus = { isSubscribed: boolean }
