import type { HandlerDeps } from '../deps'
import { HttpError } from '../http-error'
import { completeLesson, courseProgress } from '../services/course/course-progress'
import type { OperationHandlers } from '../operation'
import { signedInUser } from '../plugins/auth'

/** Progress through the AI marketer course, per signed-in user. */
export function createCourseHandlers({ db, clock }: HandlerDeps): OperationHandlers {
  const progressOf = async (userId: number) => ({
    success: true as const,
    data: { completedLessons: await courseProgress(db, userId) },
  })

  return {
    async getCourseProgress({ request }) {
      return progressOf(signedInUser(request).user.id)
    },

    async completeCourseLesson({ path, request }) {
      const { user } = signedInUser(request)
      if (!(await completeLesson(db, user.id, path.lessonSlug, clock())))
        throw new HttpError(404, 'LESSON_NOT_FOUND', 'The course has no lesson with this name.')
      return progressOf(user.id)
    },
  }
}
