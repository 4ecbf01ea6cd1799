// What the page needs only after the visitor can use it (the session's machine, the consent check, a voice field's
// machine) starts once the browser is idle after hydration, not in the hydration's own effects: its chunks, requests
// and evaluation then come after the page's first tasks, not among them (docs/performance.md). A busy page still runs
// it within IDLE_TIMEOUT_MS. Where the browser has no requestIdleCallback (Safari, jsdom) it runs in the next task.
export const IDLE_TIMEOUT_MS = 2000

/** Runs `run` once the browser is idle; the returned function cancels it if it has not run yet. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 0)
  return () => window.clearTimeout(id)
}
