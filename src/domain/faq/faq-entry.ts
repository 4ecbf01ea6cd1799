import { LOCALES, pickLocale, pickText, type Locale, type LocalizedText } from '../i18n/localized-text'

/** The FAQ page's two groups of questions, in the order the page shows them. */
export const FAQ_GROUPS = ['visitors', 'owners'] as const
export type FaqGroupId = (typeof FAQ_GROUPS)[number]

/** A link under an answer: one of the site's pages (optionally a section of it), with its label per language. */
export type FaqLink = { to: string; hash?: string; label: LocalizedText }

/** One question as the admin edits it: every language, its place and whether the page shows it. */
export type FaqEntry = {
  id: number
  /** The question's anchor on the page (#faq-<key>); stays when the text changes. */
  key: string
  groupId: FaqGroupId
  question: LocalizedText
  answer: LocalizedText
  link: FaqLink | null
  sortOrder: number
  isPublished: boolean
}

export type FaqEntryInput = Omit<FaqEntry, 'id' | 'sortOrder'>

/** One question as the public page shows it, in one language. */
export type FaqQuestion = {
  key: string
  groupId: FaqGroupId
  question: string
  answer: string
  /** The language the question was served in (the requested one, else en, el, ru). */
  language: Locale
  link: { to: string; hash?: string; label: string } | null
}

/**
 * Spec §3's fallback (requested → en → el → ru), chosen once per question so its question and answer are in one
 * language whenever that language has both; null for an entry with no text at all.
 */
export function localizeFaqEntry(entry: FaqEntry, locale: Locale): FaqQuestion | null {
  const both: LocalizedText = {}
  for (const l of LOCALES) if (entry.question[l] && entry.answer[l]) both[l] = entry.question[l]
  const language = pickLocale(both, locale) ?? pickLocale(entry.question, locale)
  if (!language) return null
  return {
    key: entry.key,
    groupId: entry.groupId,
    question: entry.question[language] ?? '',
    answer: entry.answer[language] || pickText(entry.answer, locale),
    language,
    link: entry.link
      ? {
          to: entry.link.to,
          ...(entry.link.hash ? { hash: entry.link.hash } : {}),
          label: entry.link.label[language] || pickText(entry.link.label, locale),
        }
      : null,
  }
}
