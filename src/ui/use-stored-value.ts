import { useCallback, useRef, useSyncExternalStore } from 'react'

/** A value kept in browser storage behind a port: read it, replace it, forget it. */
export type StoredValue<T> = { load(): T; save(value: T): void; clear(): void }

/**
 * A value from browser storage. The server renders `empty` (storage exists only in the browser), and React swaps
 * in the stored value right after hydration, so the two renders always match. Saving notifies every reader.
 */
export function useStoredValue<T>(store: StoredValue<T>, empty: T) {
  const listeners = useRef(new Set<() => void>())
  // load() builds a new value each time: hand React the same one while the content is unchanged.
  const cached = useRef({ key: '', value: empty })

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
  const stored = useSyncExternalStore(subscribe, snapshot, () => empty)

  const notifyAll = useCallback(() => {
    for (const notify of listeners.current) notify()
  }, [])
  const save = useCallback(
    (value: T) => {
      store.save(value)
      notifyAll()
    },
    [store, notifyAll],
  )
  const clear = useCallback(() => {
    store.clear()
    notifyAll()
  }, [store, notifyAll])

  return { stored, save, clear, snapshot }
}
