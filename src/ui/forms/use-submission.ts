import { useRef, useState } from 'react'
import type { TextKey } from '../i18n/use-t'
import { failureText, type FailureText } from './failure-text'

/** What a form shows of its last submission: nothing yet, sending, one of its own outcomes, or a failure. */
export type SubmissionState<Outcome> =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'failed'; text: FailureText } | Outcome

export type SubmissionOptions<Input, Outcome> = {
  /** Sends the form and resolves with the outcome to show; a rejection becomes `failed` with its text. */
  send(input: Input): Promise<Outcome>
  /** The text of a failure that has no words of its own (spec §8: 'Login failed', 'Registration failed'). */
  fallback: TextKey
  /** Server codes this form explains in its own words. */
  serverCodes?: Partial<Record<string, TextKey>>
  /** The text of a call that got no answer; the account forms' wording unless the form has its own. */
  network?: TextKey
  /** Chooses another state for a failure: one of the form's outcomes, or idle after acting on it. */
  onFailure?(error: unknown, text: FailureText): SubmissionState<Outcome>
}

/** Whether a form's state is a failure with its text (whatever the form's own outcomes are). */
export function isFailure(state: { kind: string }): state is { kind: 'failed'; text: FailureText } {
  return state.kind === 'failed' && 'text' in state
}

const IDLE = { kind: 'idle' } as const
const SENDING = { kind: 'sending' } as const

/**
 * One form's submission: the sending state, the outcome as a value, `ApiError`/`NetworkError` turned into a
 * message key, and no second submission while one is under way (a double click or Enter sends once).
 */
export function useSubmission<Input, Outcome extends { kind: string }>(
  options: SubmissionOptions<Input, Outcome>,
) {
  const [state, setState] = useState<SubmissionState<Outcome>>(IDLE)
  // A ref rather than the state: two submit events in one frame both see the state from before the first.
  const isUnderWay = useRef(false)

  async function submit(input: Input) {
    if (isUnderWay.current) return
    isUnderWay.current = true
    setState(SENDING)
    try {
      setState(await options.send(input))
    } catch (error) {
      const text = failureText(error, options.fallback, options.serverCodes, options.network)
      setState(options.onFailure ? options.onFailure(error, text) : { kind: 'failed', text })
    } finally {
      isUnderWay.current = false
    }
  }

  return { state, isSending: state.kind === 'sending', submit, reset: () => setState(IDLE) }
}
