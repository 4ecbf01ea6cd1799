import type { CourseProgressPort } from '@/ports'
import type { ApiClient } from './api-client'
import { apiFailure } from './api-failure'

type ProgressBody = { data: { completedLessons: { lessonSlug: string }[] } }

export function createApiCourseProgress(api: ApiClient): CourseProgressPort {
  return {
    async load() {
      const { data, error, response } = await api.GET('/api/course/progress')
      if (!data) throw apiFailure('course.progressUnavailable', response, error)
      return toCompletedLessons(data)
    },

    async complete(lessonSlug) {
      const { data, error, response } = await api.PUT('/api/course/progress/{lessonSlug}', {
        params: { path: { lessonSlug } },
      })
      if (!data) throw apiFailure('course.completeFailed', response, error)
      return toCompletedLessons(data)
    },
  }
}

function toCompletedLessons(body: ProgressBody): string[] {
  return body.data.completedLessons.map((lesson) => lesson.lessonSlug)
}
