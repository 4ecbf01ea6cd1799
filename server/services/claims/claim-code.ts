import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { CLAIM_CODE_LENGTH } from '@domain/claims/claim'

/** A new code of six random digits (leading zeros kept). */
export function newClaimCode(): string {
  return String(randomInt(0, 10 ** CLAIM_CODE_LENGTH)).padStart(CLAIM_CODE_LENGTH, '0')
}

/**
 * Only an HMAC of the code is stored, keyed by a server secret and bound to the claim: a million codes are quick to
 * try against a plain hash, not against a keyed one whose key is not in the claims table.
 */
export function hashClaimCode(secret: string, claimId: number, code: string): string {
  return createHmac('sha256', secret).update(`${claimId}:${code}`).digest('hex')
}

export function isSameCode(storedHash: string, secret: string, claimId: number, code: string): boolean {
  const given = Buffer.from(hashClaimCode(secret, claimId, code), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** "r•••@example.cy": enough for the claimant to recognise the business's address, not to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

/** "•••• 4567": the last four digits only. */
export function maskPhone(phone: string): string {
  return `•••• ${phone.replace(/\D/g, '').slice(-4)}`
}
