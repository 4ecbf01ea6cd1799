import {
  listCompletedLessons,
  markLessonCompleted,
  type CompletedLesson,
} from '../db/repositories/course-progress.repository'
import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { isCourseLesson } from '../services/course/course-lessons'
import type { OperationHandlers } from '../operation'
import { signedInUser } from '../plugins/auth'

/** Progress through the AI marketer course, per signed-in user. */
export function createCourseHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const progressOf = async (userId: number) => ({
    success: true as const,
    data: { completedLessons: (await listCompletedLessons(db, userId)).filter(isStillInCourse).map(toJson) },
  })

  return {
    async getCourseProgress({ request }) {
      return progressOf(signedInUser(request).user.id)
    },

    async completeCourseLesson({ path, request }) {
      const { user } = signedInUser(request)
      if (!isCourseLesson(path.lessonSlug))
        throw new HttpError(404, 'LESSON_NOT_FOUND', 'The course has no lesson with this name.')
      await markLessonCompleted(db, user.id, path.lessonSlug, clock())
      return progressOf(user.id)
    },
  }
}

// A lesson removed from the course in a later version no longer counts.
const isStillInCourse = (row: CompletedLesson) => isCourseLesson(row.lessonSlug)

const toJson = (row: CompletedLesson) => ({
  lessonSlug: row.lessonSlug,
  completedAt: row.completedAt.toISOString(),
})
