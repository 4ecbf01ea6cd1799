import { createHmac, timingSafeEqual } from 'node:crypto'

// The signature covers a purpose prefix, so a token made for something else with the same key never passes.
const PURPOSE = 'newsletter-unsubscribe:'

/** The unsubscribe token for an address: the address and its HMAC-SHA256, both base64url, joined by a dot. */
export function signUnsubscribeToken(secret: string, email: string): string {
  const address = email.trim().toLowerCase()
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${signature(secret, address)}`
}

/** The address a token was signed for, or null when the token is malformed or not signed with this secret. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, given, ...rest] = token.split('.')
  if (!encoded || !given || rest.length > 0) return null
  const address = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!address.includes('@')) return null
  const expected = Buffer.from(signature(secret, address), 'base64url')
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return address
}

function signature(secret: string, address: string): string {
  return createHmac('sha256', secret)
    .update(PURPOSE + address)
    .digest('base64url')
}
