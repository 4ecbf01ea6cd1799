import { describe, expect, it } from 'vitest'
import { COURSE_MODULES } from '@content/course'
import { courseOutline, findLessonEntry, lessonSlugs, totalMinutes } from '@domain/course/course-outline'
import {
  mergeCompleted,
  missingFrom,
  parseStoredProgress,
  progressSummary,
  withCompleted,
} from '@domain/course/course-progress'

describe('course progress', () => {
  it('counts only lessons the course has and rounds the percentage', () => {
    expect(progressSummary(['a', 'gone'], ['a', 'b', 'c'])).toEqual({ completed: 1, total: 3, percent: 33 })
    expect(progressSummary([], [])).toEqual({ completed: 0, total: 0, percent: 0 })
  })

  it('adds a completed lesson once', () => {
    expect(withCompleted(withCompleted([], 'a'), 'a')).toEqual(['a'])
  })

  it('merges local progress into the account and tells which lessons the account lacks', () => {
    expect(mergeCompleted(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c'])
    expect(missingFrom(['a', 'b'], ['b', 'c', 'c'])).toEqual(['c'])
  })

  it('drops stored progress that is not a list of slugs', () => {
    expect(parseStoredProgress('["a","a",3,"b"]')).toEqual(['a', 'b'])
    expect(parseStoredProgress('{"a":1}')).toEqual([])
    expect(parseStoredProgress('not json')).toEqual([])
    expect(parseStoredProgress(null)).toEqual([])
  })
})

describe('course outline', () => {
  it('finds a lesson with its module and neighbours', () => {
    const slugs = lessonSlugs(COURSE_MODULES)
    const entry = findLessonEntry(COURSE_MODULES, slugs[1]!)
    expect(entry?.number).toBe(2)
    expect(entry?.module.number).toBe(1)
    expect(entry?.previous?.slug).toBe(slugs[0])
    expect(entry?.next?.slug).toBe(slugs[2])
    expect(findLessonEntry(COURSE_MODULES, slugs[0]!)?.previous).toBeNull()
    expect(findLessonEntry(COURSE_MODULES, slugs.at(-1)!)?.next).toBeNull()
    expect(findLessonEntry(COURSE_MODULES, 'no-such-lesson')).toBeNull()
  })

  it('leaves the teaching text out of the outline', () => {
    const outline = courseOutline(COURSE_MODULES)
    expect(lessonSlugs(outline)).toEqual(lessonSlugs(COURSE_MODULES))
    expect(JSON.stringify(outline)).not.toContain(COURSE_MODULES[0]!.lessons[0]!.body.en[0])
    expect(totalMinutes(outline.flatMap((m) => m.lessons))).toBeGreaterThan(100)
  })
})
