import { describe, expect, it } from 'vitest'
import { COURSE_MODULES } from '@content/course'
import type { CourseText, CourseTextList } from '@content/course'
import { LOCALES } from '@domain/i18n/localized-text'
import { LESSON_SLUG_PATTERN, MAX_LESSON_SLUG_LENGTH } from '@domain/course/course-paths'

// Every lesson is real teaching text in all three languages, never an English copy.
const lessons = COURSE_MODULES.flatMap((module) => module.lessons.map((lesson) => ({ module, lesson })))
const GREEK = /[\u0370-\u03ff]/
const CYRILLIC = /[\u0400-\u04ff]/

function expectText(text: CourseText, where: string) {
  for (const locale of LOCALES) expect(text[locale]?.trim(), `${where} ${locale}`).toBeTruthy()
  expect(text.el, `${where}: Greek equals English`).not.toBe(text.en)
  expect(text.ru, `${where}: Russian equals English`).not.toBe(text.en)
  expect(text.el, `${where}: Greek has no Greek letters`).toMatch(GREEK)
  expect(text.ru, `${where}: Russian has no Cyrillic letters`).toMatch(CYRILLIC)
}

function expectList(list: CourseTextList, where: string, minimum: number) {
  for (const locale of LOCALES)
    expect(list[locale].length, `${where} ${locale}`).toBeGreaterThanOrEqual(minimum)
  // The same number of entries: each paragraph, step and takeaway exists in every language.
  expect(list.el.length, `${where}: el entries`).toBe(list.en.length)
  expect(list.ru.length, `${where}: ru entries`).toBe(list.en.length)
  list.en.forEach((en, i) => expectText({ en, el: list.el[i] ?? '', ru: list.ru[i] ?? '' }, `${where}[${i}]`))
}

describe('the AI marketer course content', () => {
  it('has five or six modules of three or four lessons each', () => {
    expect(COURSE_MODULES.length).toBeGreaterThanOrEqual(5)
    expect(COURSE_MODULES.length).toBeLessThanOrEqual(6)
    for (const module of COURSE_MODULES) {
      expect(module.lessons.length, module.slug).toBeGreaterThanOrEqual(3)
      expect(module.lessons.length, module.slug).toBeLessThanOrEqual(4)
    }
  })

  it('gives every module a title and summary in English, Greek and Russian', () => {
    for (const module of COURSE_MODULES) {
      expectText(module.title, `${module.slug}.title`)
      expectText(module.summary, `${module.slug}.summary`)
    }
  })

  it.each(lessons.map(({ lesson }) => [lesson.slug, lesson] as const))(
    '%s has every field in all three languages, none copied from English',
    (slug, lesson) => {
      expectText(lesson.title, `${slug}.title`)
      expectText(lesson.summary, `${slug}.summary`)
      expectText(lesson.exercise, `${slug}.exercise`)
      expectList(lesson.body, `${slug}.body`, 2)
      expectList(lesson.steps, `${slug}.steps`, 3)
      expectList(lesson.keyTakeaways, `${slug}.keyTakeaways`, 2)
      expect(lesson.minutes).toBeGreaterThan(0)
    },
  )

  it('uses unique lesson slugs that are valid URL segments', () => {
    const slugs = lessons.map(({ lesson }) => lesson.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) {
      expect(slug).toMatch(LESSON_SLUG_PATTERN)
      expect(slug.length).toBeLessThanOrEqual(MAX_LESSON_SLUG_LENGTH)
    }
  })
})
