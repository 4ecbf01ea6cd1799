import type { Db } from '../../db/db'
import {
  listCompletedLessons,
  markLessonCompleted,
  type CompletedLesson,
} from '../../db/repositories/course-progress.repository'
import { isCourseLesson } from './course-lessons'

export type LessonProgress = { lessonSlug: string; completedAt: string }

/** The lessons this user completed that are still in the course (a lesson removed later no longer counts). */
export async function courseProgress(db: Db, userId: number): Promise<LessonProgress[]> {
  return (await listCompletedLessons(db, userId)).filter(isStillInCourse).map(toProgress)
}

/** Marks a lesson completed; false when the course has no such lesson. */
export async function completeLesson(
  db: Db,
  userId: number,
  lessonSlug: string,
  now: Date,
): Promise<boolean> {
  if (!isCourseLesson(lessonSlug)) return false
  await markLessonCompleted(db, userId, lessonSlug, now)
  return true
}

const isStillInCourse = (row: CompletedLesson) => isCourseLesson(row.lessonSlug)

const toProgress = (row: CompletedLesson): LessonProgress => ({
  lessonSlug: row.lessonSlug,
  completedAt: row.completedAt.toISOString(),
})
