import { parseStoredProgress } from '@domain/course/course-progress'
import type { CourseProgressStorePort } from '@/ports'

export const COURSE_PROGRESS_STORAGE_KEY = 'cyprus-portal.course-progress'

/** A visitor's completed lessons in localStorage, as a JSON array of lesson slugs. */
export function createLocalStorageCourseProgress(storage: () => Storage): CourseProgressStorePort {
  return {
    load() {
      try {
        return parseStoredProgress(storage().getItem(COURSE_PROGRESS_STORAGE_KEY))
      } catch {
        return []
      }
    },
    save(completed) {
      try {
        storage().setItem(COURSE_PROGRESS_STORAGE_KEY, JSON.stringify(completed))
      } catch {
        // Storage is full or blocked: the progress still holds on this page.
      }
    },
    clear() {
      try {
        storage().removeItem(COURSE_PROGRESS_STORAGE_KEY)
      } catch {
        // Nothing stored that could be removed.
      }
    },
  }
}
