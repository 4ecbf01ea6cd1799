import {
  CLAIM_CODE_MAX_SENDS,
  CLAIM_CODE_MAX_TRIES,
  CLAIM_CODE_RESEND_MS,
  CLAIM_CODE_TTL_MS,
  MAX_CLAIM_DOCUMENT_BYTES,
  type ClaimMethod,
} from '@domain/claims/claim'
import { pickText } from '@domain/i18n/localized-text'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Db } from '../../db/db'
import {
  findClaim,
  findClaimBusiness,
  insertClaim,
  updateClaim,
  type ClaimBusinessRecord,
  type ClaimRecord,
} from '../../db/repositories/claims.repository'
import { sharedSecret } from '../../db/repositories/server-secrets.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { claimCodeMail, claimCodeSms } from '../mail/claim-mail'
import type { MailPort } from '../mail/mail.port'
import { ServiceError } from '../service-error'
import type { SmsPort } from '../sms/sms.port'
import type { FileStoragePort } from '../storage/file-storage.port'
import { hashClaimCode, isSameCode, newClaimCode } from './claim-code'
import { detectDocumentType } from './document-type'

export type ClaimDeps = {
  db: Db
  clock: () => Date
  mail: MailPort
  sms: SmsPort
  storage: FileStoragePort
}

const CODE_SECRET = 'claim-codes'
export const DOCUMENT_FOLDER = 'claim-documents'

/**
 * Opens a claim on a public listing. A code method sends the first code at once, to the business's own address or
 * phone; the document method waits for the upload.
 */
export async function openClaim(
  deps: ClaimDeps,
  user: UserRecord,
  input: { businessId: number; method: ClaimMethod; message?: string },
): Promise<ClaimRecord> {
  const business = await findClaimBusiness(deps.db, input.businessId)
  // Only a public listing can be claimed; one in review already has the account that added it.
  if (!business || business.status !== 'approved')
    throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  if (business.ownerId === user.id) throw new ServiceError('ALREADY_OWNER', 'You already own this business.')
  if (input.method !== 'document' && !contactOf(business, input.method))
    throw new ServiceError(
      'METHOD_UNAVAILABLE',
      input.method === 'email'
        ? 'This business has no email address on its listing: choose the phone or a document.'
        : 'This business has no phone number on its listing: choose the email or a document.',
    )
  const claim = await insertClaim(deps.db, {
    businessId: business.id,
    userId: user.id,
    method: input.method,
    message: input.message?.trim() || null,
    createdAt: deps.clock(),
  })
  if (!claim) throw new ServiceError('CLAIM_OPEN', 'You already have an open claim on this business.')
  return input.method === 'document' ? claim : sendCode(deps, claim, business, user)
}

/** A new code for a pending code claim, once a minute and five times per claim at most. */
export async function resendCode(deps: ClaimDeps, user: UserRecord, claimId: number): Promise<ClaimRecord> {
  const claim = await ownClaim(deps.db, user, claimId)
  if (claim.method === 'document' || claim.status !== 'pending')
    throw new ServiceError('CLAIM_NOT_PENDING', 'This claim does not wait for a code.')
  const now = deps.clock().getTime()
  const nextAt = (claim.codeSentAt?.getTime() ?? 0) + CLAIM_CODE_RESEND_MS
  if (nextAt > now)
    throw new ServiceError(
      'TOO_MANY_ATTEMPTS',
      'A code was sent a moment ago. Please wait a minute before asking for another.',
      Math.ceil((nextAt - now) / 1000),
    )
  if (claim.codeSends >= CLAIM_CODE_MAX_SENDS)
    throw new ServiceError(
      'TOO_MANY_ATTEMPTS',
      'Too many codes were sent for this claim. Claim with a document instead.',
      24 * 60 * 60,
    )
  const business = await findClaimBusiness(deps.db, claim.businessId)
  if (!business || !contactOf(business, claim.method))
    throw new ServiceError('METHOD_UNAVAILABLE', 'The business no longer has this contact on its listing.')
  return sendCode(deps, claim, business, user)
}

/** The right code, within its 15 minutes and five tries, makes the claim verified; the admin decides then. */
export async function verifyCode(
  deps: ClaimDeps,
  user: UserRecord,
  claimId: number,
  code: string,
): Promise<ClaimRecord> {
  const claim = await ownClaim(deps.db, user, claimId)
  if (claim.method === 'document' || claim.status !== 'pending' || !claim.codeHash)
    throw new ServiceError('CLAIM_NOT_PENDING', 'This claim does not wait for a code.')
  const now = deps.clock()
  if (claim.codeTries >= CLAIM_CODE_MAX_TRIES)
    throw new ServiceError(
      'TOO_MANY_ATTEMPTS',
      'Too many wrong codes. Ask for a new code.',
      secondsUntilResend(claim, now),
    )
  if (!claim.codeExpiresAt || claim.codeExpiresAt <= now)
    throw new ServiceError('CODE_EXPIRED', 'This code has expired. Ask for a new code.')
  const secret = await sharedSecret(deps.db, CODE_SECRET)
  if (!isSameCode(claim.codeHash, secret, claim.id, code)) {
    const tries = claim.codeTries + 1
    await updateClaim(deps.db, claim.id, { codeTries: tries })
    const left = CLAIM_CODE_MAX_TRIES - tries
    throw new ServiceError(
      'WRONG_CODE',
      left > 0
        ? `This code is not right. ${left} tries left.`
        : 'This code is not right. Ask for a new code.',
    )
  }
  const verified = await updateClaim(deps.db, claim.id, {
    status: 'verified',
    verifiedAt: now,
    codeHash: null,
    codeExpiresAt: null,
  })
  return verified ?? claim
}

/** The document of a pending document claim, checked by its bytes and kept where only admins read it. */
export async function attachDocument(
  deps: ClaimDeps,
  user: UserRecord,
  claimId: number,
  bytes: Buffer,
): Promise<ClaimRecord> {
  const claim = await ownClaim(deps.db, user, claimId)
  if (claim.method !== 'document' || claim.status !== 'pending')
    throw new ServiceError('CLAIM_NOT_PENDING', 'This claim does not wait for a document.')
  if (bytes.length > MAX_CLAIM_DOCUMENT_BYTES)
    throw new ServiceError('DOCUMENT_TOO_LARGE', 'The document is larger than 10 MB.')
  const type = detectDocumentType(bytes)
  if (!type)
    throw new ServiceError('UNSUPPORTED_DOCUMENT_TYPE', 'The document must be a PDF, JPEG or PNG file.')
  const key = await deps.storage.save(DOCUMENT_FOLDER, type.extension, bytes)
  const updated = await updateClaim(deps.db, claim.id, { documentKey: key, documentType: type.contentType })
  // The replaced document is no longer evidence of anything.
  if (claim.documentKey) await deps.storage.remove(claim.documentKey)
  return updated ?? claim
}

/**
 * The claimant's own claim. Another user's claim answers as if it did not exist, so ids cannot be probed.
 */
async function ownClaim(db: Db, user: UserRecord, claimId: number): Promise<ClaimRecord> {
  const claim = await findClaim(db, claimId)
  if (!claim || claim.userId !== user.id) throw new ServiceError('CLAIM_NOT_FOUND', 'There is no such claim.')
  return claim
}

async function sendCode(
  deps: ClaimDeps,
  claim: ClaimRecord,
  business: ClaimBusinessRecord,
  user: UserRecord,
): Promise<ClaimRecord> {
  const code = newClaimCode()
  const now = deps.clock()
  const secret = await sharedSecret(deps.db, CODE_SECRET)
  const updated = await updateClaim(deps.db, claim.id, {
    codeHash: hashClaimCode(secret, claim.id, code),
    codeExpiresAt: new Date(now.getTime() + CLAIM_CODE_TTL_MS),
    codeTries: 0,
    codeSends: claim.codeSends + 1,
    codeSentAt: now,
  })
  const language = normalizeLocale(user.language) ?? 'en'
  const name = pickText(business.name, language)
  const to = contactOf(business, claim.method) ?? ''
  if (claim.method === 'email') await deps.mail.send(claimCodeMail(to, language, user.name, name, code))
  else await deps.sms.send(claimCodeSms(to, language, name, code))
  return updated ?? claim
}

/** The business's own email or phone for a code method; null when the listing has none. */
export function contactOf(business: Pick<ClaimBusinessRecord, 'email' | 'phone'>, method: ClaimMethod) {
  const value = method === 'email' ? business.email : method === 'phone' ? business.phone : null
  return value?.trim() || null
}

function secondsUntilResend(claim: ClaimRecord, now: Date): number {
  const nextAt = (claim.codeSentAt?.getTime() ?? 0) + CLAIM_CODE_RESEND_MS
  return Math.max(0, Math.ceil((nextAt - now.getTime()) / 1000))
}
