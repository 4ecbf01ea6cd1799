// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@domain/errors'
import { useSubmission } from '@/ui/forms/use-submission'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('a form submission', () => {
  it('is sending until the call answers, then shows the form’s own outcome', async () => {
    const answer = deferred<{ kind: 'saved' }>()
    const { result } = renderHook(() =>
      useSubmission<void, { kind: 'saved' }>({ send: () => answer.promise, fallback: 'profile.saveFailed' }),
    )
    expect(result.current.state).toEqual({ kind: 'idle' })
    let submitted!: Promise<void>
    act(() => {
      submitted = result.current.submit()
    })
    expect(result.current.isSending).toBe(true)
    await act(async () => {
      answer.resolve({ kind: 'saved' })
      await submitted
    })
    expect(result.current.state).toEqual({ kind: 'saved' })
  })

  it('sends once however often it is submitted while under way', async () => {
    const answer = deferred<{ kind: 'sent' }>()
    let calls = 0
    const { result } = renderHook(() =>
      useSubmission<void, { kind: 'sent' }>({
        send: () => {
          calls += 1
          return answer.promise
        },
        fallback: 'contactForm.failed',
      }),
    )
    await act(async () => {
      const first = result.current.submit()
      const second = result.current.submit()
      answer.resolve({ kind: 'sent' })
      await Promise.all([first, second])
    })
    expect(calls).toBe(1)
  })

  it('turns a refusal into its message key and a lost connection into the network text', async () => {
    const failWith = (error: unknown) =>
      renderHook(() =>
        useSubmission<void, { kind: 'done' }>({
          send: () => Promise.reject(error),
          fallback: 'register.failed',
          network: 'newsletter.network.message',
        }),
      ).result
    const taken = failWith(new ApiError('register.failed', 409, 'EMAIL_TAKEN'))
    await act(() => taken.current.submit())
    expect(taken.current.state).toEqual({ kind: 'failed', text: { key: 'register.emailTaken' } })

    const offline = failWith(new NetworkError())
    await act(() => offline.current.submit())
    expect(offline.current.state).toEqual({ kind: 'failed', text: { key: 'newsletter.network.message' } })

    const unknown = failWith(new ApiError('register.failed', 500))
    await act(() => unknown.current.submit())
    expect(unknown.current.state).toEqual({ kind: 'failed', text: { key: 'register.failed' } })
  })
})
