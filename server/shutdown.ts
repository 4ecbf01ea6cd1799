import type { FastifyBaseLogger } from 'fastify'

export type ShutdownSteps = {
  /** The most a shutdown may take; then the database is closed anyway and the process exits 1. */
  deadlineMs: number
  closeApp: () => Promise<unknown>
  closeDatabase: () => Promise<unknown>
  log: Pick<FastifyBaseLogger, 'info' | 'error'>
}

/**
 * SIGINT/SIGTERM: stop taking requests, let running ones finish, then close the database (which releases the
 * DATA_DIR lock and leaves PGlite's files consistent). A request that never ends, or an app that fails to close,
 * must not keep the database open: after the deadline, or when closing the app throws, the database is closed
 * regardless. Returns the function that does it, for tests.
 */
export function stopOnSignals(steps: ShutdownSteps): () => Promise<number> {
  let stopping: Promise<number> | null = null
  const stop = () => (stopping ??= shutDown(steps))
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      steps.log.info({ signal }, 'Shutting down')
      void stop().then((code) => process.exit(code))
    })
  }
  return stop
}

/** Resolves with the exit code: 0 when everything closed in time, 1 otherwise. */
export async function shutDown({ deadlineMs, closeApp, closeDatabase, log }: ShutdownSteps): Promise<number> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs)
    timer.unref()
  })
  let code = 0
  try {
    const outcome = await Promise.race([closeApp().then(() => 'closed' as const), deadline])
    if (outcome === 'late') {
      log.error({ deadlineMs }, 'The app did not close in time; closing the database anyway')
      code = 1
    }
  } catch (error) {
    log.error({ err: error }, 'Closing the app failed; closing the database anyway')
    code = 1
  } finally {
    clearTimeout(timer)
  }
  try {
    await closeDatabase()
  } catch (error) {
    log.error({ err: error }, 'Closing the database failed')
    code = 1
  }
  return code
}
