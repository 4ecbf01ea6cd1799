import type { Locale } from '@domain/i18n/localized-text'

export type CourseHit = { title: string; summary: string; route: string }

/** The AI marketer course's content, searchable; the default is the local search over the course itself. */
export type CourseKnowledgePort = {
  /** Resolves with the lessons that answer the query, best first (empty when none); never rejects for no match. */
  search(query: string, locale: Locale): Promise<CourseHit[]>
}
