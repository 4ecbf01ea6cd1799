import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { CompletedLessons } from '@domain/course/course-progress'
import type { CourseProgressStorePort } from '@/ports'

const NOTHING_STORED: CompletedLessons = []

/**
 * A visitor's progress from browser storage. The server renders without it (storage exists only in the
 * browser), and React swaps in the stored value right after hydration, so the two renders always match.
 */
export function useStoredProgress(store: CourseProgressStorePort) {
  const listeners = useRef(new Set<() => void>())
  // load() builds a new array each time: hand React the same one while the content is unchanged.
  const cached = useRef({ key: '', value: NOTHING_STORED })

  const subscribe = useCallback((notify: () => void) => {
    listeners.current.add(notify)
    return () => void listeners.current.delete(notify)
  }, [])
  const snapshot = useCallback(() => {
    const value = store.load()
    const key = JSON.stringify(value)
    if (key !== cached.current.key) cached.current = { key, value }
    return cached.current.value
  }, [store])
  const stored = useSyncExternalStore(subscribe, snapshot, () => NOTHING_STORED)

  const save = useCallback(
    (completed: CompletedLessons) => {
      store.save(completed)
      for (const notify of listeners.current) notify()
    },
    [store],
  )
  const clear = useCallback(() => {
    store.clear()
    for (const notify of listeners.current) notify()
  }, [store])

  return { stored, save, clear }
}
