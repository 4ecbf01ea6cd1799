import { useCallback, useEffect, useRef, useState } from 'react'
import { runBulk, type BulkProgress } from '@domain/admin/bulk-run'
import { bulkFailure, type BulkFailureKey } from './bulk-failure'

export type BulkRunState<Item> =
  | { phase: 'idle' }
  | { phase: 'running'; progress: BulkProgress<Item, BulkFailureKey>; isStopping: boolean }
  | { phase: 'finished'; outcome: BulkProgress<Item, BulkFailureKey> }

/** One bulk run at a time: start it, follow its progress, cancel it, and keep its outcome until reset. */
export function useBulkRun<Item>() {
  const [state, setState] = useState<BulkRunState<Item>>({ phase: 'idle' })
  const controller = useRef<AbortController | null>(null)
  // Leaving the page stops starting new items (those in flight still finish on the server).
  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(async (items: readonly Item[], action: (item: Item) => Promise<unknown>) => {
    const abort = new AbortController()
    controller.current = abort
    const empty = { total: items.length, done: 0, succeeded: [], failed: [], notDone: [], isCancelled: false }
    setState({ phase: 'running', progress: empty, isStopping: false })
    const outcome = await runBulk({
      items,
      action,
      classify: bulkFailure,
      signal: abort.signal,
      onProgress: (progress) =>
        setState((current) =>
          current.phase === 'running'
            ? { ...current, progress }
            : { phase: 'running', progress, isStopping: false },
        ),
    })
    controller.current = null
    setState({ phase: 'finished', outcome })
    return outcome
  }, [])
  const cancel = useCallback(() => {
    controller.current?.abort()
    setState((current) => (current.phase === 'running' ? { ...current, isStopping: true } : current))
  }, [])
  const reset = useCallback(() => setState({ phase: 'idle' }), [])
  return { state, start, cancel, reset }
}
