import type { LocalizedText } from '@domain/i18n/localized-text'

/** One fact sheet of the Cyprus knowledge base, answerable in en, el and ru. */
export type KnowledgeEntry = {
  id: string
  /** Words and phrases in en, el and ru that point to this entry (compared by stem). */
  keywords: readonly string[]
  title: Required<LocalizedText>
  answer: Required<LocalizedText>
  /** A well-known official site, when one exists. */
  link?: { url: string; label: Required<LocalizedText> }
  /** A page of the portal that helps further. */
  route?: { path: string; label: Required<LocalizedText> }
}
