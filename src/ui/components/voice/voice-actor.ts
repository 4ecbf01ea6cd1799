import { createActor } from 'xstate'
import type { SpeechCapture } from '@domain/voice/speech'
import { createVoiceInputMachine, type VoiceInput } from '@domain/voice/voice-input.machine'

/**
 * One field's voice input machine, running. This module (and XState with it) is imported when a voice field
 * mounts in the browser, so the pages' own code is evaluated without the machine library (docs/performance.md).
 */
export function startVoiceActor(speech: SpeechCapture, input: VoiceInput) {
  return createActor(createVoiceInputMachine(speech), { input }).start()
}

export type VoiceActor = ReturnType<typeof startVoiceActor>
