import { pickText, type Locale, type LocalizedText } from '../i18n/localized-text'

/**
 * Every operation the audit trail records: those the contract marks `x-audit` (a test reads the contract and
 * holds this list to it, so a new audited operation cannot appear in the log without its sentence).
 */
export const AUDITED_OPERATIONS = [
  'createBusiness',
  'refreshWeather',
  'setBusinessOwner',
  'setBusinessPlan',
  'setUserRole',
  'suspendUser',
  'unsuspendUser',
  'resendUserVerification',
  'startUserPasswordReset',
  'updatePlan',
  'decideClaim',
  'decideEditSuggestion',
  'createAdminBusiness',
  'setAdminBusinessStatus',
  'setAdminBusinessFlags',
  'mergeAdminBusiness',
  'decideBusiness',
  'uploadOwnerPhoto',
  'deleteOwnerPhoto',
  'reorderOwnerPhotos',
  'setOwnerCover',
  'uploadOwnerLogo',
  'replyToReview',
  'markInboxItemRead',
  'answerInboxItem',
  'updateOwnerBusiness',
  'hideReview',
  'restoreReview',
  'approveReview',
  'deleteAdminPhoto',
  'hidePhoto',
  'restorePhoto',
  'dismissPhotoReports',
  'createCategory',
  'updateCategory',
  'deleteCategory',
  'reorderCategories',
  'createArticleCategory',
  'updateArticleCategory',
  'deleteArticleCategory',
  'createArticle',
  'updateArticle',
  'deleteArticle',
  'createFaqEntry',
  'updateFaqEntry',
  'deleteFaqEntry',
  'reorderFaq',
  'replyToLiveChat',
  'updateTranslation',
  'deleteTranslationOverride',
] as const

export type AuditedOperation = (typeof AUDITED_OPERATIONS)[number]

/**
 * The operations whose sentence says how they came out, read from what the operation answered (the trail keeps
 * it as the entry's `after`): a claim or a new listing approved or rejected, a listing published or unpublished,
 * the role an account was given. Each also has a plain sentence, for an entry whose answer does not say.
 */
const OUTCOMES = {
  decideClaim: {
    read: (after: unknown) => stringAt(after, 'status'),
    keys: { approved: 'audit.op.decideClaim.approved', rejected: 'audit.op.decideClaim.rejected' },
  },
  decideEditSuggestion: {
    read: (after: unknown) => stringAt(after, 'status'),
    keys: {
      accepted: 'audit.op.decideEditSuggestion.accepted',
      declined: 'audit.op.decideEditSuggestion.declined',
    },
  },
  decideBusiness: {
    // The answer is the queue's item with the business inside it.
    read: (after: unknown) => stringAt(valueAt(after, 'business'), 'status'),
    keys: { approved: 'audit.op.decideBusiness.approved', rejected: 'audit.op.decideBusiness.rejected' },
  },
  setAdminBusinessStatus: {
    read: (after: unknown) => stringAt(after, 'status'),
    keys: {
      approved: 'audit.op.setAdminBusinessStatus.approved',
      unpublished: 'audit.op.setAdminBusinessStatus.unpublished',
    },
  },
  setUserRole: {
    read: (after: unknown) => stringAt(after, 'role'),
    keys: {
      user: 'audit.op.setUserRole.user',
      business_owner: 'audit.op.setUserRole.business_owner',
      admin: 'audit.op.setUserRole.admin',
    },
  },
} as const satisfies Partial<
  Record<AuditedOperation, { read: (after: unknown) => string | null; keys: Record<string, string> }>
>

type WithOutcome = keyof typeof OUTCOMES
type OutcomeKey = {
  [Op in WithOutcome]: (typeof OUTCOMES)[Op]['keys'][keyof (typeof OUTCOMES)[Op]['keys']]
}[WithOutcome]

/** The text of one entry: one per operation, one per outcome, and one for an operation this list does not know. */
export type AuditMessageKey = `audit.op.${AuditedOperation}` | OutcomeKey | 'audit.op.other'

/** What an entry needs to be said in words. */
export type AuditedChange = {
  action: string
  entityType: string
  entityId: string | null
  /** The entity's name when it changed, in the languages it had. */
  subject: LocalizedText | null
  after: unknown
}

export type AuditSentence = {
  key: AuditMessageKey
  /** `subject`: the entity's name in the reader's language, else its number; `plan`: the plan it was put on. */
  params: { subject: string; plan: string }
}

/** "Claim approved: Andreas's Kafeneio" as a message key and its values, in the reader's language. */
export function describeAuditEntry(entry: AuditedChange, locale: Locale): AuditSentence {
  const params = {
    subject: subjectOf(entry, locale),
    // The plan an owner's business was put on, by its name (Standard, Premium: the same in every language).
    plan: entry.action === 'setBusinessPlan' ? (stringAt(entry.after, 'name') ?? '') : '',
  }
  if (!isAuditedOperation(entry.action)) return { key: 'audit.op.other', params }
  return { key: outcomeKey(entry.action, entry.after) ?? `audit.op.${entry.action}`, params }
}

export function isAuditedOperation(action: string): action is AuditedOperation {
  return AUDITED_OPERATIONS.some((operation) => operation === action)
}

/** Every text an operation may be said with: its plain sentence and one per outcome. */
export function auditMessageKeys(operation: AuditedOperation): AuditMessageKey[] {
  const outcomes: readonly AuditMessageKey[] = isWithOutcome(operation)
    ? Object.values(OUTCOMES[operation].keys)
    : []
  return [`audit.op.${operation}`, ...outcomes]
}

function outcomeKey(operation: AuditedOperation, after: unknown): OutcomeKey | null {
  if (!isWithOutcome(operation)) return null
  const { read, keys } = OUTCOMES[operation]
  const outcome = read(after)
  return Object.entries(keys).find(([known]) => known === outcome)?.[1] ?? null
}

function isWithOutcome(operation: AuditedOperation): operation is WithOutcome {
  return operation in OUTCOMES
}

// The name in the reader's language (else another it has); without one, the entity's number or key.
function subjectOf(entry: AuditedChange, locale: Locale): string {
  const name = entry.subject ? pickText(entry.subject, locale) : ''
  if (name) return name
  if (entry.entityId === null) return ''
  return /^\d+$/.test(entry.entityId) ? `#${entry.entityId}` : entry.entityId
}

// The trail keeps answers as they were sent: any JSON, read field by field.
function valueAt(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined
}

function stringAt(value: unknown, key: string): string | null {
  const found = valueAt(value, key)
  return typeof found === 'string' ? found : null
}
