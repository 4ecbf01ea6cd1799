import type { CourseProgressPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

type ProgressBody = { data: { completedLessons: { lessonSlug: string }[] } }

export function createApiCourseProgress(api: ApiClient): CourseProgressPort {
  return {
    async load(token) {
      const { data, error, response } = await api.GET('/api/course/progress', { headers: bearer(token) })
      if (!data) throw apiFailure('course.progressUnavailable', response, error)
      return toCompletedLessons(data)
    },

    async complete(lessonSlug, token) {
      const { data, error, response } = await api.PUT('/api/course/progress/{lessonSlug}', {
        params: { path: { lessonSlug } },
        headers: bearer(token),
      })
      if (!data) throw apiFailure('course.completeFailed', response, error)
      return toCompletedLessons(data)
    },
  }
}

function toCompletedLessons(body: ProgressBody): string[] {
  return body.data.completedLessons.map((lesson) => lesson.lessonSlug)
}
