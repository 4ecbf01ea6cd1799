import type { DataVersionSource } from '../../db/repositories/data-version.repository'

export type { DataVersionSource }

/**
 * Reads the version with as few queries as correctness allows. A caller never joins a query that was already
 * running when it called (that query may have read the version before a write the caller must see); all callers
 * that arrive while one query runs share the next one, started as soon as it ends. Under load that is one version
 * query per database round trip, whatever the number of requests.
 */
export function createDataVersionSource(read: () => Promise<number>): DataVersionSource {
  let running: Promise<number> | null = null
  let waiting: { promise: Promise<number>; settle: (run: Promise<number>) => void } | null = null

  const start = (): Promise<number> => {
    const run = read()
    running = run
    const next = () => {
      running = null
      const queued = waiting
      waiting = null
      queued?.settle(start())
    }
    run.then(next, next)
    return run
  }

  return {
    current() {
      if (!running) return start()
      if (!waiting) {
        let settle: (run: Promise<number>) => void = () => undefined
        const promise = new Promise<number>((resolve, reject) => {
          settle = (run) => run.then(resolve, reject)
        })
        waiting = { promise, settle }
      }
      return waiting.promise
    },
  }
}
