import { describe, expect, it } from 'vitest'
import { localizeFaqEntry, type FaqEntry } from '@domain/faq/faq-entry'

const entry = (overrides: Partial<FaqEntry> = {}): FaqEntry => ({
  id: 1,
  key: 'cost',
  groupId: 'visitors',
  question: { en: 'Is it free?', el: 'Είναι δωρεάν;', ru: 'Это бесплатно?' },
  answer: { en: 'Yes.', el: 'Ναι.', ru: 'Да.' },
  link: { to: '/advertise', label: { en: 'Plans', el: 'Πακέτα' } },
  sortOrder: 0,
  isPublished: true,
  ...overrides,
})

describe('a FAQ entry in one language', () => {
  it('is served in the requested language when it has both question and answer', () => {
    expect(localizeFaqEntry(entry(), 'el')).toMatchObject({
      language: 'el',
      question: 'Είναι δωρεάν;',
      answer: 'Ναι.',
      link: { to: '/advertise', label: 'Πακέτα' },
    })
  })

  it('falls back to English when the requested language lacks the answer, keeping both in one language', () => {
    const greekQuestionOnly = entry({ answer: { en: 'Yes.', ru: 'Да.' } })
    expect(localizeFaqEntry(greekQuestionOnly, 'el')).toMatchObject({
      language: 'en',
      question: 'Is it free?',
    })
  })

  it('falls back to Greek, then Russian, when English is missing', () => {
    const russianOnly = entry({ question: { ru: 'Это бесплатно?' }, answer: { ru: 'Да.' } })
    expect(localizeFaqEntry(russianOnly, 'en')).toMatchObject({ language: 'ru', answer: 'Да.' })
  })

  it('gives the link label in the fallback order when its language is missing', () => {
    expect(localizeFaqEntry(entry(), 'ru')?.link?.label).toBe('Plans')
  })
})
