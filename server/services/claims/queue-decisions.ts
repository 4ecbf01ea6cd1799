import type { ClaimDecision } from '@domain/claims/claim'
import { pickText, type LocalizedText } from '@domain/i18n/localized-text'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import type { Db } from '../../db/db'
import {
  approveClaim,
  decideListing,
  findClaim,
  findClaimBusiness,
  rejectClaim,
} from '../../db/repositories/claims.repository'
import { findUserById, type UserRecord } from '../../db/repositories/users.repository'
import { decisionMail } from '../mail/claim-mail'
import type { MailPort } from '../mail/mail.port'
import { ServiceError } from '../service-error'

export type DecisionDeps = { db: Db; clock: () => Date; mail: MailPort; publicUrl: string }
export type DecisionInput = { decision: ClaimDecision; reason?: string }

/**
 * An admin's decision on a claim. Approval needs evidence (a verified code or a document) and moves the business
 * to the claimant, even from a current owner: the queue shows that conflict before the admin decides. Rejection
 * needs a reason. The claimant is mailed in their language either way.
 */
export async function decideClaim(
  deps: DecisionDeps,
  admin: UserRecord,
  claimId: number,
  input: DecisionInput,
): Promise<void> {
  const claim = await findClaim(deps.db, claimId)
  if (!claim) throw new ServiceError('CLAIM_NOT_FOUND', 'There is no such claim.')
  const reason = reasonOf(input)
  const isDecidable =
    input.decision === 'reject'
      ? claim.status === 'pending' || claim.status === 'verified'
      : claim.status === 'verified' ||
        (claim.method === 'document' && claim.status === 'pending' && !!claim.documentKey)
  if (!isDecidable)
    throw new ServiceError(
      'CLAIM_NOT_DECIDABLE',
      claim.status === 'approved' || claim.status === 'rejected'
        ? 'This claim is already decided.'
        : 'This claim has no evidence yet: the code is not entered or the document has not arrived.',
    )
  const at = deps.clock()
  if (input.decision === 'approve') await approveClaim(deps.db, claim, admin.id, at)
  else await rejectClaim(deps.db, claim.id, admin.id, reason ?? '', at)

  const business = await findClaimBusiness(deps.db, claim.businessId)
  if (business)
    await mailDecision(
      deps,
      claim.userId,
      input.decision === 'approve' ? 'claim-approved' : 'claim-rejected',
      business.name,
      reason,
    )
}

/**
 * An admin's decision on an added business waiting in review: approval publishes it (its creator becomes a
 * business owner), rejection keeps it hidden with the reason. The creator is mailed either way.
 */
export async function decideBusiness(
  deps: DecisionDeps,
  admin: UserRecord,
  businessId: number,
  input: DecisionInput,
): Promise<void> {
  const business = await findClaimBusiness(deps.db, businessId)
  if (!business) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  if (business.status !== 'pending_review')
    throw new ServiceError('LISTING_NOT_IN_REVIEW', 'This business is not waiting in review.')
  const reason = reasonOf(input)
  await decideListing(
    deps.db,
    business,
    { decision: input.decision, reason, adminId: admin.id },
    deps.clock(),
  )
  if (business.ownerId !== null)
    await mailDecision(
      deps,
      business.ownerId,
      input.decision === 'approve' ? 'listing-approved' : 'listing-rejected',
      business.name,
      reason,
    )
}

/**
 * Mails a decision to the person it concerns, in their language: an approval links to the Business Portal, a
 * rejection gives the reason.
 */
async function mailDecision(
  deps: DecisionDeps,
  userId: number,
  kind: Parameters<typeof decisionMail>[0],
  businessName: LocalizedText,
  reason: string | null,
): Promise<void> {
  const person = await findUserById(deps.db, userId)
  if (!person) return
  const language = normalizeLocale(person.language) ?? 'en'
  const isApproval = kind === 'claim-approved' || kind === 'listing-approved'
  await deps.mail.send(
    decisionMail(
      kind,
      { email: person.email, name: person.name, language },
      pickText(businessName, language),
      isApproval ? `${deps.publicUrl}/business-portal` : (reason ?? ''),
    ),
  )
}

/** A rejection says why (the claimant or owner reads it); an approval's note is not needed. */
function reasonOf(input: DecisionInput): string | null {
  const reason = input.reason?.trim() || null
  if (input.decision === 'reject' && !reason)
    throw new ServiceError('REASON_REQUIRED', 'Say why it is rejected: the person is told the reason.')
  return reason
}
