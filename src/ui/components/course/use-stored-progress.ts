import type { CompletedLessons } from '@domain/course/course-progress'
import type { CourseProgressStorePort } from '@/ports'
import { useStoredValue } from '../../use-stored-value'

const NOTHING_STORED: CompletedLessons = []

/** A visitor's progress from browser storage (empty on the server and until hydration). */
export function useStoredProgress(store: CourseProgressStorePort) {
  const { stored, save, clear } = useStoredValue(store, NOTHING_STORED)
  return { stored, save, clear }
}
