/**
 * Work a request starts but does not wait for, such as the password-reset mail: the answer leaves before it, so
 * how long the work takes tells the caller nothing.
 */
export type BackgroundWork = {
  /** Runs `work` after the caller returns; a failure goes to `onError`, never to an unhandled rejection. */
  start(work: () => Promise<unknown>, onError: (error: unknown) => void): void
  /** Resolves once all work started so far has finished: shutdown waits for it, and so can tests. */
  settled(): Promise<void>
}

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>()
  return {
    start(work, onError) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => report(onError, error),
        )
        .finally(() => running.delete(task))
      running.add(task)
    },
    async settled() {
      // Work may start more work while it runs: wait until none is left.
      while (running.size > 0) await Promise.all(running)
    },
  }
}

function report(onError: (error: unknown) => void, error: unknown): void {
  try {
    onError(error)
  } catch {
    // A logger that throws has nowhere left to report to; the process must not fall over for it.
  }
}
