import type { EditSuggestion, SuggestedChange } from '@domain/edit-suggestions/edit-suggestion'
import type { EditSuggestionsPort } from '@/ports'

/** A pending suggestion of new hours for a claimed business. */
export function anEditSuggestion(overrides: Partial<EditSuggestion> = {}): EditSuggestion {
  return {
    id: 5,
    businessId: 1,
    businessSlug: 'meze-house',
    businessName: { en: 'Meze House', el: 'Μεζεδοπωλείο' },
    change: {
      kind: 'hours',
      hours: { monday: [{ opens: '08:00', closes: '16:00' }] },
      note: 'Sign on the door',
    },
    status: 'pending',
    decider: 'owner',
    suggestedBy: 'Eleni Georgiou',
    declineReason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  }
}

/** In memory: what was suggested is kept in `sent`, the queues answer `queue`, a decision updates it. */
export function fakeEditSuggestions(
  queue: EditSuggestion[] = [],
  overrides: Partial<EditSuggestionsPort> = {},
): EditSuggestionsPort & { sent: Array<{ businessId: number; change: SuggestedChange }> } {
  const sent: Array<{ businessId: number; change: SuggestedChange }> = []
  let items = [...queue]
  return {
    sent,
    async suggest(businessId, change) {
      sent.push({ businessId, change })
      return { id: sent.length, decider: 'owner' }
    },
    async ownerQueue() {
      return items.filter((s) => s.status === 'pending')
    },
    async adminQueue() {
      return items.filter((s) => s.status === 'pending')
    },
    async mine() {
      return items
    },
    async decide(id, decision, reason) {
      const decided: EditSuggestion = {
        ...(items.find((s) => s.id === id) ?? anEditSuggestion({ id })),
        status: decision === 'accept' ? 'accepted' : 'declined',
        declineReason: reason ?? null,
        decidedAt: '2026-11-22T10:00:00.000Z',
      }
      items = items.map((s) => (s.id === id ? decided : s))
      return decided
    },
    ...overrides,
  }
}
