import type { Locale } from '../../../src/domain/i18n/localized-text'

export type CourseHit = { title: string; summary: string; route: string }

/** The AI marketer course's content, searchable (issue 5: wired to the real course content at merge). */
export type CourseKnowledgePort = {
  /** Resolves with the lessons that answer the query, best first (empty when none); never rejects for no match. */
  search(query: string, locale: Locale): Promise<CourseHit[]>
}

/** No course content yet: every search finds nothing, and the assistant points to the course page. */
export const EMPTY_COURSE_KNOWLEDGE: CourseKnowledgePort = { search: async () => [] }
