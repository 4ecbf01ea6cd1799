// The contact form's topics, sizes and limits, shared by the browser's checks and the server (the contract
// repeats the sizes). Name, email and phone follow the shared contact fields (contact-fields.ts).

export const CONTACT_TOPICS = [
  'general',
  'listing',
  'advertising',
  'partnership',
  'technical',
  'privacy',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export const CONTACT_NAME_MIN = 2
export const CONTACT_NAME_MAX = 120
export const CONTACT_MESSAGE_MIN = 10
export const CONTACT_MESSAGE_MAX = 5000

/** Messages one sender address may send in a rolling hour (stored messages are counted: all processes agree). */
export const CONTACT_MESSAGES_PER_EMAIL_PER_HOUR = 3
/** Messages one client IP may send in a fixed hour window, so rotating sender addresses does not help a flood. */
export const CONTACT_MESSAGES_PER_IP_PER_HOUR = 10
export const CONTACT_LIMIT_WINDOW_MS = 60 * 60 * 1000

/** Where the team reads contact messages; the same address the site shows (src/ui/site-links.ts). */
export const PORTAL_INBOX = 'info@cyprus-portal.com'

export function isContactTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value)
}
