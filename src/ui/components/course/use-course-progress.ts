import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef } from 'react'
import { missingFrom, withCompleted, type CompletedLessons } from '@domain/course/course-progress'
import { courseProgressQuery } from '../../queries/course-progress'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { useStoredProgress } from './use-stored-progress'

export type CourseProgressView = {
  completed: CompletedLessons
  /** Where the progress is kept: the browser for a visitor, the account once signed in; unknown while restoring. */
  keptIn: 'browser' | 'account' | 'unknown'
  isSaving: boolean
  hasSaveFailed: boolean
  hasLoadFailed: boolean
  markComplete(lessonSlug: string): void
}

/**
 * Course progress for whoever is reading: a visitor's in browser storage, a signed-in user's through the API.
 * At sign-in, lessons the visitor completed on this browser are added to the account, then forgotten locally.
 */
export function useCourseProgress(courseSlugs: readonly string[]): CourseProgressView {
  const { courseProgress, courseProgressStore } = usePorts()
  const session = useSession()
  const queryClient = useQueryClient()
  const userId = session.status === 'signedIn' && session.token ? session.user?.id : undefined
  const query = courseProgressQuery(courseProgress, userId ?? '')
  const account = useQuery({ ...query, enabled: userId !== undefined })

  const { stored, save: saveLocal, clear: clearLocal } = useStoredProgress(courseProgressStore)

  // One merge at a time per user, however often the effect runs while it is under way.
  const mergingFor = useRef<string | null>(null)
  useEffect(() => {
    if (!userId || mergingFor.current === userId) return
    const known = new Set(courseSlugs)
    const local = courseProgressStore.load().filter((slug) => known.has(slug))
    if (local.length === 0) return
    const ofUser = courseProgressQuery(courseProgress, userId)
    mergingFor.current = userId
    void (async () => {
      let merged = await queryClient.ensureQueryData(ofUser)
      for (const slug of missingFrom(merged, local)) merged = await courseProgress.complete(slug)
      clearLocal()
      queryClient.setQueryData(ofUser.queryKey, merged)
    })()
      .catch(() => {
        // The local progress stays in the browser and is offered again at the next visit.
      })
      .finally(() => {
        mergingFor.current = null
      })
  }, [userId, courseSlugs, courseProgress, courseProgressStore, queryClient, clearLocal])

  const complete = useMutation({
    mutationFn: (lessonSlug: string) => courseProgress.complete(lessonSlug),
    onSuccess: (completed) => queryClient.setQueryData(query.queryKey, completed),
  })

  const markComplete = useCallback(
    (lessonSlug: string) => {
      if (userId) {
        complete.mutate(lessonSlug)
        return
      }
      saveLocal(withCompleted(courseProgressStore.load(), lessonSlug))
    },
    [userId, complete, courseProgressStore, saveLocal],
  )

  return {
    completed: userId ? (account.data ?? []) : stored,
    keptIn: userId ? 'account' : session.status === 'restoring' ? 'unknown' : 'browser',
    isSaving: complete.isPending,
    hasSaveFailed: complete.isError,
    hasLoadFailed: account.isError,
    markComplete,
  }
}
