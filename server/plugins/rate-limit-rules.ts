import { CONTACT_LIMIT_WINDOW_MS, CONTACT_MESSAGES_PER_IP_PER_HOUR } from '@domain/contact/contact-rules'
import { GENERATION_WORKFLOWS, type Workflow } from '../services/chat-engine/chat-engine.port'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** Whose requests one counter adds up: the client address, the signed-in account, or the email address in the body. */
export type LimitSubject = 'address' | 'account' | 'email'
export type RateRule = {
  max: number
  windowMs: number
  per: LimitSubject
  message: string
  /**
   * Counted when the request arrives, before its body is read: for large bodies (uploads), whose reading is the
   * cost. Other limits count requests the contract accepted, so a mistyped form does not use up the share.
   */
  isCountedBeforeBody?: boolean
}

/**
 * Every request limit of the API, in one place. Counted in the database (rate_limit_counters), so all processes
 * share them; the address is the client's as TRUST_PROXY resolves it. Sign-in has its own throttle
 * (services/auth/login-throttle.ts) because it must never refuse the right password.
 */
export const RATE_LIMITS = {
  // The assistants answer in a few seconds each; 60 questions an hour is a long conversation in several tabs, and
  // caps what one address can cost when a paid model is configured.
  aiChat: {
    max: 60,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'You have asked the assistant a lot in a short time. Please try again later.',
  },
  // A generated article or description costs the most tokens; 30 an hour is a busy working session.
  aiGeneration: {
    max: 30,
    windowMs: HOUR_MS,
    per: 'account',
    message: 'You have generated a lot of text in a short time. Please try again later.',
  },
  // The scheduling chat books calls and mails a confirmation to any address it is given; 20 messages an hour
  // book a call comfortably but cannot fill the calendar or mail strangers in bulk.
  booking: {
    max: 20,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Too many scheduling requests. Please try again later.',
  },
  // A voice question is a clip of a few seconds sent to a paid service; 30 an hour is a lot of speaking.
  transcription: {
    max: 30,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Too many voice clips in a short time. Please type, or try again later.',
    isCountedBeforeBody: true,
  },
  // Translations are cached for ever, so every new text is stored: 100 an hour reads a page of reviews in another
  // language many times over, but cannot fill the cache or the paid service's quota.
  translation: {
    max: 100,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Too many translations in a short time. Please try again later.',
  },
  // Sign-up, password reset and verification each send one mail. Ten an hour from one address lets a family or an
  // office sign up together; three an hour to one mailbox is enough to find a mail in the spam folder.
  accountMailPerAddress: {
    max: 10,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Too many requests from your network. Please try again in an hour.',
  },
  accountMailPerEmail: {
    max: 3,
    windowMs: HOUR_MS,
    per: 'email',
    message:
      'We have sent several mails to this address already. Please check your inbox or try again in an hour.',
  },
  // A newsletter sign-up mails a confirmation link to the address given (double opt-in). Ten an hour from one
  // network lets a household or an office sign up; three an hour to one mailbox lets someone who lost the first
  // mail ask again, but nobody can bury a stranger's inbox or walk a list of addresses (issue 30: 110 sign-ups from
  // one client each sent a mail). Counted apart from the account mails, so neither uses up the other's share.
  newsletterPerAddress: {
    max: 10,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Too many sign-ups from your network. Please try again in an hour.',
  },
  newsletterPerEmail: {
    max: 3,
    windowMs: HOUR_MS,
    per: 'email',
    message:
      'We have sent several mails to this address already. Please check your inbox or try again in an hour.',
  },
  // The contact form's share per address (spec: contact rules); the per-mailbox share is counted from the stored
  // messages themselves.
  contact: {
    max: CONTACT_MESSAGES_PER_IP_PER_HOUR,
    windowMs: CONTACT_LIMIT_WINDOW_MS,
    per: 'address',
    message: 'Too many messages. Please try again later.',
  },
  // A page sends a batch every few seconds at most; 60 batches a minute per address leaves room for many tabs.
  analytics: {
    max: 60,
    windowMs: MINUTE_MS,
    per: 'address',
    message: 'Too many analytics reports. Please slow down.',
  },
  // One review per business per account already; 10 a day is more than anyone writes by hand, and each may carry
  // 25 MB of photos.
  reviews: {
    max: 10,
    windowMs: DAY_MS,
    per: 'account',
    message: 'You have written many reviews today. Please come back tomorrow.',
    isCountedBeforeBody: true,
  },
  // Uploads through shared connections (an office, a café): 30 a day per address.
  reviewsPerAddress: {
    max: 30,
    windowMs: DAY_MS,
    per: 'address',
    message: 'Many reviews came from your network today. Please try again tomorrow.',
    isCountedBeforeBody: true,
  },
  // A claim with a code mails or texts a business that did not ask for it: ten claims a day is more than an owner
  // of several businesses needs, and keeps one account from sending codes to the whole directory.
  claims: {
    max: 10,
    windowMs: DAY_MS,
    per: 'account',
    message: 'You have claimed many businesses today. Please come back tomorrow.',
  },
  // Each upload may be 10 MB: twenty a day covers a few wrong files.
  claimDocuments: {
    max: 20,
    windowMs: DAY_MS,
    per: 'account',
    message: 'You have sent many documents today. Please come back tomorrow.',
    isCountedBeforeBody: true,
  },
  // "Request a quote" is open to anyone and mails the owner: 5 an hour per address is a busy afternoon of
  // comparing offers, and cannot fill an inbox.
  leads: {
    max: 5,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'You have sent several requests in a short time. Please try again in an hour.',
  },
  // Direct messages come from accounts; 20 an hour is a long conversation with several businesses.
  directMessages: {
    max: 20,
    windowMs: HOUR_MS,
    per: 'account',
    message: 'You have sent many messages in a short time. Please try again later.',
  },
  // Owners' photo and logo uploads: each is up to 5 MB to decode; 60 an hour fills a gallery in one sitting.
  ownerUploads: {
    max: 60,
    windowMs: HOUR_MS,
    per: 'account',
    message: 'You have uploaded many photos in a short time. Please try again later.',
    isCountedBeforeBody: true,
  },
  // Reports of reviews and photos: one open report per item already; 20 an hour from one account or address is
  // a visitor cleaning up a page of spam, and cannot bury the admins' queue.
  reports: {
    max: 20,
    windowMs: HOUR_MS,
    per: 'account',
    message: 'You have sent many reports in a short time. Please try again later.',
  },
  reportsPerAddress: {
    max: 40,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Many reports came from your network in a short time. Please try again later.',
  },
  // Edit suggestions are open to visitors and fill an owner's or the admins' queue: 10 an hour per account is a
  // visitor correcting a few listings after a trip; 20 per address leaves room for a shared network, not a flood.
  editSuggestions: {
    max: 10,
    windowMs: HOUR_MS,
    per: 'account',
    message: 'You have suggested many changes in a short time. Please try again later.',
  },
  editSuggestionsPerAddress: {
    max: 20,
    windowMs: HOUR_MS,
    per: 'address',
    message: 'Many suggestions came from your network in a short time. Please try again later.',
  },
} as const satisfies Record<string, RateRule>

export type LimitName = keyof typeof RATE_LIMITS

const ACCOUNT_MAIL: readonly LimitName[] = ['accountMailPerAddress', 'accountMailPerEmail']

/** The limits each operation counts against, by operationId. runWorkflow depends on its workflow. */
const OPERATION_LIMITS: Record<string, readonly LimitName[]> = {
  register: ['accountMailPerAddress'],
  forgotPassword: ACCOUNT_MAIL,
  resendVerification: ACCOUNT_MAIL,
  sendContactMessage: ['contact'],
  subscribeNewsletter: ['newsletterPerAddress', 'newsletterPerEmail'],
  recordAnalyticsEvents: ['analytics'],
  transcribeSpeech: ['transcription'],
  translateText: ['translation'],
  createBusinessReview: ['reviews', 'reviewsPerAddress'],
  createClaim: ['claims'],
  uploadClaimDocument: ['claimDocuments'],
  sendBusinessLead: ['leads'],
  sendBusinessMessage: ['directMessages'],
  uploadOwnerPhoto: ['ownerUploads'],
  uploadOwnerLogo: ['ownerUploads'],
  reportReview: ['reports', 'reportsPerAddress'],
  reportPhoto: ['reports', 'reportsPerAddress'],
  suggestBusinessEdit: ['editSuggestions', 'editSuggestionsPerAddress'],
}

export function isGenerationWorkflow(workflow: string): boolean {
  return (GENERATION_WORKFLOWS as readonly string[]).includes(workflow)
}

export function workflowLimits(workflow: Workflow | string): readonly LimitName[] {
  if (isGenerationWorkflow(workflow)) return ['aiGeneration', 'aiChat']
  if (workflow === 'scheduler-ai-main') return ['booking', 'aiChat']
  return ['aiChat']
}

/** The limits of an operation; empty when it has none. */
export function operationLimits(operationId: string, params: unknown): readonly LimitName[] {
  if (operationId !== 'runWorkflow') return OPERATION_LIMITS[operationId] ?? []
  const workflow =
    typeof params === 'object' && params !== null && 'workflow' in params ? params.workflow : ''
  return workflowLimits(typeof workflow === 'string' ? workflow : '')
}

/** Whether an operation is limited at all (decided once per route). */
export function isLimited(operationId: string): boolean {
  return operationId === 'runWorkflow' || operationId in OPERATION_LIMITS
}
