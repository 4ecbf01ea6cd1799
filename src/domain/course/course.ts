import type { Locale } from '../i18n/localized-text'

/** A text the course shows, written in every language (never an English copy: a test checks it). */
export type CourseText = Readonly<Record<Locale, string>>
/** Several texts in every language: paragraphs, steps or takeaways. */
export type CourseTextList = Readonly<Record<Locale, readonly string[]>>

export type CourseLesson = {
  /** The lesson's URL segment, unique across the course: /the-ai-powered-marketer-business-adviser/<slug>. */
  slug: string
  /** Estimated reading and exercise time. */
  minutes: number
  title: CourseText
  /** One or two sentences: the lesson's description for search engines and the course assistant. */
  summary: CourseText
  /** The teaching text, one entry per paragraph. */
  body: CourseTextList
  /** Practical steps, in order. */
  steps: CourseTextList
  /** Something to do with one's own business before the next lesson. */
  exercise: CourseText
  keyTakeaways: CourseTextList
}

export type CourseModule = {
  slug: string
  title: CourseText
  summary: CourseText
  lessons: readonly CourseLesson[]
}
