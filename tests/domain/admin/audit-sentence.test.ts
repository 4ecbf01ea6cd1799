import { describe, expect, it } from 'vitest'
import {
  AUDITED_OPERATIONS,
  auditMessageKeys,
  describeAuditEntry,
  isAuditedOperation,
  type AuditedChange,
} from '@domain/admin/audit-sentence'
import { listOperations, loadSpec } from '../../../scripts/contract-lib'
import { el } from '@content/messages/el'
import { en } from '@content/messages/en'
import { ru } from '@content/messages/ru'

/** Every operation the audit trail records: the contract marks it `x-audit`. */
const auditedInContract = listOperations(loadSpec())
  .filter((op) => typeof op.operation['x-audit'] === 'string')
  .map((op) => op.operationId ?? '')
  .sort()

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
const tables: Record<string, Readonly<Record<string, string>>> = { en, el, ru }

function aChange(overrides: Partial<AuditedChange> = {}): AuditedChange {
  return {
    action: 'decideClaim',
    entityType: 'claim',
    entityId: '64',
    subject: { en: "Andreas's Kafeneio", el: 'Καφενείο του Αντρέα', ru: 'Кафенио Андреаса' },
    after: { id: 64, status: 'approved' },
    ...overrides,
  }
}

describe('the audit log in words', () => {
  it('knows every operation the contract marks x-audit, and no other', () => {
    expect([...AUDITED_OPERATIONS].sort()).toEqual(auditedInContract)
  })

  it.each(auditedInContract)('says %s in English, Greek and Russian', (operation) => {
    if (!isAuditedOperation(operation)) throw new Error(`${operation} is audited but has no sentence`)
    const keys = auditMessageKeys(operation)
    for (const key of keys) {
      const english = en[key]
      expect(english, `${key} in en`).toBeTruthy()
      for (const locale of ['el', 'ru']) {
        const text = tables[locale]?.[key]
        expect(text, `${key} in ${locale}`).toBeTruthy()
        // A real translation, in the language's own script, with the same values to fill in.
        expect(text, `${key} in ${locale} is not English`).not.toBe(english)
        expect(text).toMatch(locale === 'el' ? /[\u0370-\u03ff]/ : /[\u0400-\u04ff]/)
        expect(placeholders(text), `${key} in ${locale}`).toEqual(placeholders(english))
      }
    }
  })

  it('says a claim approved or rejected by the business’s name in the reader’s language', () => {
    expect(describeAuditEntry(aChange(), 'el')).toEqual({
      key: 'audit.op.decideClaim.approved',
      params: { subject: 'Καφενείο του Αντρέα', plan: '' },
    })
    expect(describeAuditEntry(aChange({ after: { status: 'rejected' } }), 'ru').key).toBe(
      'audit.op.decideClaim.rejected',
    )
  })

  it('reads the outcome of a listing decision, a status change and a role from what the operation answered', () => {
    const said = (action: string, after: unknown) => describeAuditEntry(aChange({ action, after }), 'en').key
    expect(said('decideBusiness', { business: { id: 7, status: 'rejected' } })).toBe(
      'audit.op.decideBusiness.rejected',
    )
    expect(said('setAdminBusinessStatus', { id: 7, status: 'unpublished' })).toBe(
      'audit.op.setAdminBusinessStatus.unpublished',
    )
    expect(said('setUserRole', { id: 3, role: 'business_owner' })).toBe('audit.op.setUserRole.business_owner')
    // An answer the trail could not keep whole (cut) says no outcome: the plain sentence stands.
    expect(said('decideClaim', { isCut: true, size: 60000 })).toBe('audit.op.decideClaim')
  })

  it('names the plan a business was put on', () => {
    const sentence = describeAuditEntry(
      aChange({
        action: 'setBusinessPlan',
        entityType: 'business',
        after: { name: 'Standard', slug: 'standard' },
      }),
      'en',
    )
    expect(sentence).toEqual({
      key: 'audit.op.setBusinessPlan',
      params: { subject: "Andreas's Kafeneio", plan: 'Standard' },
    })
  })

  it('falls back to another language, then to the entity’s number or key when no name was recorded', () => {
    expect(describeAuditEntry(aChange({ subject: { en: 'Meze Taverna' } }), 'ru').params.subject).toBe(
      'Meze Taverna',
    )
    expect(describeAuditEntry(aChange({ subject: null }), 'el').params.subject).toBe('#64')
    const text = aChange({
      action: 'updateTranslation',
      entityType: 'translation',
      entityId: 'nav.home',
      subject: null,
    })
    expect(describeAuditEntry(text, 'en').params.subject).toBe('nav.home')
  })

  it('says an operation it does not know as a recorded change', () => {
    expect(describeAuditEntry(aChange({ action: 'somethingNew' }), 'en').key).toBe('audit.op.other')
  })
})
