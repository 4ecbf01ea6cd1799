import { COURSE_MODULES } from '@content/course'
import type { CourseLesson, CourseModule } from '@content/course'
import { lessonPath } from '@domain/course/course-paths'
import { LOCALES } from '@domain/i18n/localized-text'
import type { CourseKnowledgePort } from '../chat-engine/course-knowledge.port'
import { keywordStems } from './course-keywords'

export const MAX_COURSE_HITS = 3
// Where a word appears says how much the lesson is about it.
const WEIGHT = { title: 3, summary: 2, text: 1 } as const

type IndexedLesson = { lesson: CourseLesson; weights: Map<string, number> }

/**
 * Course knowledge from the course content itself, without any outside service: lessons ranked by the
 * keywords they share with the question, in any of the three languages (a Greek question finds a lesson
 * whatever language the answer is shown in), rarer keywords counting more. Resolves the best three lessons,
 * titled in `locale`, with the route of each lesson page; none when no keyword matches.
 */
export function createLocalCourseKnowledge(
  modules: readonly CourseModule[] = COURSE_MODULES,
): CourseKnowledgePort {
  const lessons = modules.flatMap((module) => module.lessons.map((lesson) => indexLesson(module, lesson)))
  const rarity = rarityOfStems(lessons)

  return {
    async search(query, locale) {
      const stems = keywordStems(query)
      return lessons
        .map((entry, order) => ({ entry, order, score: scoreOf(entry, stems, rarity) }))
        .filter((ranked) => ranked.score > 0)
        .sort((a, b) => b.score - a.score || a.order - b.order)
        .slice(0, MAX_COURSE_HITS)
        .map(({ entry: { lesson } }) => ({
          title: lesson.title[locale],
          summary: lesson.summary[locale],
          route: lessonPath(lesson.slug),
        }))
    },
  }
}

function indexLesson(module: CourseModule, lesson: CourseLesson): IndexedLesson {
  const weights = new Map<string, number>()
  const add = (text: string, weight: number) => {
    for (const stem of keywordStems(text)) weights.set(stem, Math.max(weights.get(stem) ?? 0, weight))
  }
  for (const locale of LOCALES) {
    add(lesson.title[locale], WEIGHT.title)
    add(lesson.summary[locale], WEIGHT.summary)
    const text = [
      module.title[locale],
      ...lesson.body[locale],
      ...lesson.steps[locale],
      ...lesson.keyTakeaways[locale],
      lesson.exercise[locale],
    ]
    add(text.join(' '), WEIGHT.text)
  }
  return { lesson, weights }
}

/** log(1 + lessons / lessons with the stem): a word every lesson uses ("business") counts for little. */
function rarityOfStems(lessons: readonly IndexedLesson[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { weights } of lessons)
    for (const stem of weights.keys()) counts.set(stem, (counts.get(stem) ?? 0) + 1)
  return new Map([...counts].map(([stem, count]) => [stem, Math.log(1 + lessons.length / count)]))
}

function scoreOf(entry: IndexedLesson, stems: readonly string[], rarity: Map<string, number>): number {
  return stems.reduce((sum, stem) => sum + (entry.weights.get(stem) ?? 0) * (rarity.get(stem) ?? 0), 0)
}
