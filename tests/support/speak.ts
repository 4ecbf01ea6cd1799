import { act, fireEvent } from '@testing-library/react'
import { vi } from 'vitest'
import { MIN_RECORDING_MS } from '@domain/voice/voice-constants'
import type { fakeSpeech } from './fake-speech'

/** Plays a recording with speech through the fake port: start, speech heard, the minimum length, stop. */
export async function speak(microphone: HTMLElement, speech: ReturnType<typeof fakeSpeech>) {
  vi.useFakeTimers()
  fireEvent.click(microphone)
  act(() => speech.current?.onSpeech())
  act(() => vi.advanceTimersByTime(MIN_RECORDING_MS))
  fireEvent.click(microphone)
  vi.useRealTimers()
}
