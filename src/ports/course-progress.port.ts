import type { CompletedLessons } from '@domain/course/course-progress'

/** A signed-in user's course progress, kept by the portal's API. */
export interface CourseProgressPort {
  /**
   * The lessons the signed-in user has completed, first completed first.
   * Rejects with `ApiError` ('course.progressUnavailable') or `NetworkError`.
   */
  load(): Promise<CompletedLessons>
  /**
   * Marks a lesson completed; doing it again changes nothing. Resolves with the user's whole progress.
   * Rejects with `ApiError` ('course.completeFailed'; server code LESSON_NOT_FOUND for a lesson the course
   * does not have) or `NetworkError`.
   */
  complete(lessonSlug: string): Promise<CompletedLessons>
}

/** A visitor's course progress, kept in the browser until they sign in. */
export interface CourseProgressStorePort {
  /** The stored progress; empty when there is none, it is unreadable, or storage is unavailable. */
  load(): CompletedLessons
  /** Keeps the progress; storage failures are ignored (the progress still holds for this page). */
  save(completed: CompletedLessons): void
  /** Forgets the progress, once it has been merged into an account. */
  clear(): void
}
