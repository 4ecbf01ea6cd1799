import { queryOptions } from '@tanstack/react-query'
import type { CourseProgressPort } from '@/ports'

/** The cache key of a signed-in user's course progress: the user is part of it, so another never sees it. */
export const courseProgressKeys = {
  all: ['course-progress'] as const,
  ofUser: (userId: string) => [...courseProgressKeys.all, userId] as const,
}

/** A signed-in user's completed lessons (the API client sends the session's token). */
export function courseProgressQuery(port: CourseProgressPort, userId: string) {
  return queryOptions({
    queryKey: courseProgressKeys.ofUser(userId),
    queryFn: () => port.load(),
  })
}
