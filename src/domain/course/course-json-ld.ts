import type { Locale } from '../i18n/localized-text'
import { compact, SCHEMA_CONTEXT, type JsonLd } from '../seo/json-ld'

export type Provider = { name: string; url: string }

/** schema.org Course for the overview: free, online, self-paced, with its lessons as parts. */
export function courseJsonLd(input: {
  name: string
  description: string
  url: string
  locale: Locale
  provider: Provider
  lessons: readonly { name: string; url: string }[]
}): JsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Course',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.locale,
    isAccessibleForFree: true,
    provider: { '@type': 'Organization', name: input.provider.name, url: input.provider.url },
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
    hasPart: input.lessons.map((lesson) => ({
      '@type': 'LearningResource',
      name: lesson.name,
      url: lesson.url,
    })),
  })
}

/** schema.org LearningResource for one lesson, part of the course. */
export function lessonJsonLd(input: {
  name: string
  description: string
  url: string
  minutes: number
  locale: Locale
  course: { name: string; url: string }
}): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'LearningResource',
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: input.locale,
    learningResourceType: 'lesson',
    isAccessibleForFree: true,
    // ISO 8601 duration, as schema.org expects.
    timeRequired: `PT${input.minutes}M`,
    isPartOf: { '@type': 'Course', name: input.course.name, url: input.course.url },
  }
}
