// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_TIMEOUT_MS, whenIdle } from '@/ui/when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs the work when the browser reports idle time, at the latest after the idle timeout', () => {
    const idle: Array<() => void> = []
    const requestIdleCallback = vi.fn((callback: () => void) => idle.push(callback))
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const run = vi.fn()

    whenIdle(run)
    expect(run).not.toHaveBeenCalled()
    idle.forEach((callback) => callback())

    expect(run).toHaveBeenCalledOnce()
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS })
  })

  it('does not run the work once cancelled', () => {
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    )
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)

    whenIdle(vi.fn())()

    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('runs the work in the next task where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    const cancelled = vi.fn()

    whenIdle(run)
    whenIdle(cancelled)()
    expect(run).not.toHaveBeenCalled()
    vi.runAllTimers()

    expect(run).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
