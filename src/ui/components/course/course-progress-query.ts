import { queryOptions } from '@tanstack/react-query'
import type { CourseProgressPort } from '@/ports'

export const COURSE_PROGRESS = 'course-progress'

/** A signed-in user's completed lessons; the user is part of the key, so another user never sees them. */
export function courseProgressQuery(port: CourseProgressPort, session: { userId: string; token: string }) {
  return queryOptions({
    queryKey: [COURSE_PROGRESS, session.userId] as const,
    queryFn: () => port.load(session.token),
  })
}
