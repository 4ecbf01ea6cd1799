import {
  decidedBy,
  suggestionEffect,
  suggestionProblems,
  type EditSuggestion,
  type SuggestedChange,
  type SuggestionDecision,
  type SuggestionProblem,
} from '@domain/edit-suggestions/edit-suggestion'
import type { OwnerListing } from '@domain/business/listing'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import {
  findEditSuggestion,
  insertEditSuggestion,
  listEditSuggestions,
  markEditSuggestionDecided,
  markPermanentlyClosed,
  suggestionTarget,
  type EditSuggestionRecord,
} from '../../db/repositories/edit-suggestions.repository'
import { findUserById, type UserRecord } from '../../db/repositories/users.repository'
import { suggestionOutcomeMail } from '../mail/edit-suggestion-mail'
import type { MailPort } from '../mail/mail.port'
import { mayManage } from '../owners/business-access'
import { editListing, LISTING_PROBLEM_MESSAGES, listingOf } from '../owners/listing-service'
import { ServiceError } from '../service-error'

export type SuggestionDeps = { db: Db; clock: () => Date; mail: MailPort; publicUrl: string }
/** Who suggests: the signed-in account, or the visitor's address (one pending suggestion of a kind each). */
export type Suggester = { user: UserRecord | null; address: string }

/**
 * A visitor's suggestion for a public listing. Checked by the same rules as the owner's edit before it is
 * stored, so a queue never holds a change that could not be applied; it waits for the owner or an admin.
 */
export async function suggestEdit(
  deps: Pick<SuggestionDeps, 'db' | 'clock'>,
  businessId: number,
  suggester: Suggester,
  change: SuggestedChange,
  language: Locale,
): Promise<{ id: number; decider: 'owner' | 'admin' }> {
  const business = await suggestionTarget(deps.db, businessId)
  if (!business || business.status !== 'approved')
    throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  const [problem] = suggestionProblems(change, businessId)
  if (problem) throw new ServiceError('VALIDATION_ERROR', PROBLEM_MESSAGES[problem])
  if (change.duplicateOfId !== undefined) {
    const original = await suggestionTarget(deps.db, change.duplicateOfId)
    if (!original || original.status !== 'approved')
      throw new ServiceError('VALIDATION_ERROR', 'The listing it repeats does not exist.')
  }
  // A blank note is no note; the rest is stored as sent, already checked.
  const { note, ...fields } = change
  const trimmed = note?.trim()
  const id = await insertEditSuggestion(deps.db, {
    businessId,
    userId: suggester.user?.id ?? null,
    suggesterKey: suggester.user ? `user:${suggester.user.id}` : `ip:${suggester.address}`,
    kind: change.kind,
    change: trimmed ? { ...fields, note: trimmed } : fields,
    language,
    createdAt: deps.clock(),
  })
  if (id === null)
    throw new ServiceError(
      'ALREADY_SUGGESTED',
      'You have already suggested this change for this business; it is waiting for a decision.',
    )
  return { id, decider: decidedBy(business) }
}

/** The owner's inbox: pending suggestions for the businesses the caller owns and may still manage. */
export async function ownerSuggestions(db: Db, user: UserRecord): Promise<EditSuggestion[]> {
  const rows = await listEditSuggestions(db, { ownerId: user.id, status: 'pending' })
  return rows
    .filter((row) => mayManage(user, { ownerId: row.businessOwnerId, status: 'approved' }))
    .map(toView)
}

/** The admins' queue: every pending suggestion, or only those one kind of decider has. */
export async function adminSuggestions(db: Db, decider?: 'owner' | 'admin'): Promise<EditSuggestion[]> {
  return (await listEditSuggestions(db, { status: 'pending', ...(decider && { decider }) })).map(toView)
}

/** The caller's own suggestions with their outcome (the profile). */
export async function mySuggestions(db: Db, user: UserRecord): Promise<EditSuggestion[]> {
  return (await listEditSuggestions(db, { userId: user.id })).map(toView)
}

/**
 * The owner's or an admin's decision. Accepting applies the change as the owner's own edit would (its rules, the
 * plan, the audit trail's "before"); "permanently closed" marks the business closed. Anyone else learns nothing
 * (404). The suggester, when signed in, is mailed the outcome in the language they wrote in.
 */
export async function decideSuggestion(
  deps: SuggestionDeps,
  user: UserRecord,
  suggestionId: number,
  input: { decision: SuggestionDecision; reason?: string },
): Promise<{ before: OwnerListing | null; after: EditSuggestion }> {
  const suggestion = await findEditSuggestion(deps.db, suggestionId)
  const isDecider =
    suggestion !== null &&
    (user.role === 'admin' ||
      (suggestion.businessOwnerId === user.id &&
        mayManage(user, { ownerId: suggestion.businessOwnerId, status: 'approved' })))
  if (!suggestion || !isDecider)
    throw new ServiceError('SUGGESTION_NOT_FOUND', 'There is no such suggestion.')
  if (suggestion.status !== 'pending')
    throw new ServiceError('SUGGESTION_DECIDED', 'This suggestion is already decided.')
  const now = deps.clock()
  const before = await listingOf(deps.db, suggestion.businessId, now)
  if (input.decision === 'accept' && before) {
    const effect = suggestionEffect(suggestion.change, suggestion.language, before)
    if (effect.type === 'patch') await editListing(deps.db, user, suggestion.businessId, effect.patch, now)
    if (effect.type === 'close') await markPermanentlyClosed(deps.db, suggestion.businessId, now)
  }
  const reason = input.decision === 'decline' ? input.reason?.trim() || null : null
  const isMarked = await markEditSuggestionDecided(deps.db, suggestion.id, {
    status: input.decision === 'accept' ? 'accepted' : 'declined',
    reason,
    by: user.id,
    at: now,
  })
  if (!isMarked) throw new ServiceError('SUGGESTION_DECIDED', 'This suggestion is already decided.')
  const decided = (await findEditSuggestion(deps.db, suggestion.id)) ?? suggestion
  await mailOutcome(deps, decided)
  return { before, after: toView(decided) }
}

async function mailOutcome(deps: SuggestionDeps, suggestion: EditSuggestionRecord): Promise<void> {
  if (suggestion.userId === null) return
  const person = await findUserById(deps.db, suggestion.userId)
  if (!person) return
  const language = suggestion.language
  await deps.mail.send(
    suggestionOutcomeMail({
      to: person.email,
      language,
      name: person.name,
      businessName: pickText(suggestion.businessName, language),
      isAccepted: suggestion.status === 'accepted',
      reason: suggestion.declineReason ?? '',
      pageUrl: `${deps.publicUrl}/businesses/${suggestion.businessSlug}`,
    }),
  )
}

function toView(row: EditSuggestionRecord): EditSuggestion {
  return {
    id: row.id,
    businessId: row.businessId,
    businessSlug: row.businessSlug,
    businessName: row.businessName,
    change: row.change,
    status: row.status,
    decider: decidedBy({ ownerId: row.businessOwnerId }),
    suggestedBy: row.suggesterName,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}

const PROBLEM_MESSAGES: Record<SuggestionProblem, string> = {
  field_missing: 'Say what the right value is.',
  field_foreign: 'Send only the fields of the kind of change you suggest.',
  note_missing: 'Say in a few words what is wrong.',
  note_too_long: 'The note is too long.',
  pin_incomplete: 'A map pin needs both its latitude and longitude.',
  closure_invalid: 'A temporary closure needs its first and last day, a month apart at most.',
  duplicate_of_itself: 'A listing cannot repeat itself.',
  ...LISTING_PROBLEM_MESSAGES,
}
