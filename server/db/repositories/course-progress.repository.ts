import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db'
import { courseProgress } from '../schema'

export type CompletedLesson = { lessonSlug: string; completedAt: Date }

/** The user's completed lessons, first completed first (slug as tie-break, so the order is stable). */
export async function listCompletedLessons(db: Db, userId: number): Promise<CompletedLesson[]> {
  return db
    .select({ lessonSlug: courseProgress.lessonSlug, completedAt: courseProgress.completedAt })
    .from(courseProgress)
    .where(eq(courseProgress.userId, userId))
    .orderBy(asc(courseProgress.completedAt), asc(courseProgress.lessonSlug))
}

/**
 * Records the lesson as completed. Completing it again (a second tab, a merge at sign-in) keeps the first
 * completion time: one atomic insert that ignores the existing row.
 */
export async function markLessonCompleted(
  db: Db,
  userId: number,
  lessonSlug: string,
  at: Date,
): Promise<void> {
  await db.insert(courseProgress).values({ userId, lessonSlug, completedAt: at }).onConflictDoNothing()
}
