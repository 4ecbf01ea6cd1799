import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import type { ListenRequest, SpeechCapture, TranscribeOutcome } from './speech'
import { MAX_RECORDING_MS, MIN_RECORDING_MS, SILENCE_MS, SPEECH_THRESHOLD } from './voice-constants'
import { chooseVoiceEngine, type SpeechEnvironment, type VoiceEngine } from './voice-engine'
import { toSpeechFailure, type SpeechFailure, type VoiceErrorCode } from './voice-errors'
import type { VoiceLanguage } from './voice-languages'

export interface VoiceContext {
  readonly environment: SpeechEnvironment
  readonly isServerAvailable: boolean
  readonly engine: VoiceEngine
  readonly language: VoiceLanguage
  /** Spec §4: the recording's speech-detected flag (a level of 25 or more, or the browser heard words). */
  readonly isSpeechDetected: boolean
  /** The recording has lasted the minimum 800 ms. */
  readonly isLongEnough: boolean
  /** The last recording ended in a transcript (the field announces it until the next recording). */
  readonly hasTranscribed: boolean
  readonly error: VoiceErrorCode | null
  /** The browser's own code when `error` is `other`. */
  readonly errorDetail: string | null
}

export interface VoiceInput {
  readonly environment: SpeechEnvironment
  readonly language: VoiceLanguage
}

export type VoiceEvent =
  | { type: 'voice.start' }
  | { type: 'voice.stop' }
  | { type: 'voice.dismiss' }
  | { type: 'voice.language'; language: VoiceLanguage }
  | { type: 'voice.serverStatus'; isAvailable: boolean }
  // The browser's facts, read once the page runs in it (the server render knows none).
  | { type: 'voice.environment'; environment: SpeechEnvironment }
  // Sent by the listening capture:
  | { type: 'voice.level'; level: number }
  | { type: 'voice.heard' }
  | { type: 'voice.failed'; failure: SpeechFailure }
  | { type: 'voice.ended' }

/** The transcript to append to the field. */
export type VoiceEmitted = { type: 'voice.transcribed'; text: string }

/**
 * Spec §4 "Voice": unsupported, idle, recording (with the speech-detected flag), processing, error.
 * A recording stops when the user presses again, 1500 ms after the last speech, at 30 s, or when the browser
 * engine ends by itself. Shorter than 800 ms, or without any speech, it is not transcribed and ends in the
 * `no-speech` error (docs/voice.md: a silent return to idle would look like a button that did nothing).
 * A server fallback report marks the server unavailable, so the engine choice falls to the browser.
 */
export function createVoiceInputMachine(speech: SpeechCapture) {
  return setup({
    types: {
      context: {} as VoiceContext,
      events: {} as VoiceEvent,
      emitted: {} as VoiceEmitted,
      input: {} as VoiceInput,
    },
    actors: {
      listenForSpeech: fromCallback<VoiceEvent, ListenRequest>(({ sendBack, input }) =>
        speech.listen(input, {
          onLevel: (level) => sendBack({ type: 'voice.level', level }),
          onSpeech: () => sendBack({ type: 'voice.heard' }),
          onError: (failure) => sendBack({ type: 'voice.failed', failure }),
          onEnd: () => sendBack({ type: 'voice.ended' }),
        }),
      ),
      transcribeAudio: fromPromise<TranscribeOutcome, ListenRequest>(({ input }) => speech.transcribe(input)),
    },
    delays: {
      silenceDelay: SILENCE_MS,
      minRecording: MIN_RECORDING_MS,
      maxRecording: MAX_RECORDING_MS,
    },
    guards: {
      hasEngine: ({ context }) => context.engine !== 'none',
      isLoud: ({ event }) => event.type === 'voice.level' && event.level >= SPEECH_THRESHOLD,
      isTooShort: ({ context }) => !context.isLongEnough,
      hasNoSpeech: ({ context }) => !context.isSpeechDetected,
      isFallback: ({ event }) => isOutcome(event) && event.output.kind === 'fallback',
      isBlank: ({ event }) =>
        isOutcome(event) && event.output.kind === 'transcript' && !event.output.text.trim(),
    },
    actions: {
      startRecording: assign({
        isSpeechDetected: false,
        isLongEnough: false,
        hasTranscribed: false,
        error: null,
        errorDetail: null,
      }),
      markTranscribed: assign({ hasTranscribed: true }),
      markSpeechDetected: assign({ isSpeechDetected: true }),
      markLongEnough: assign({ isLongEnough: true }),
      setLanguage: assign(({ event }) =>
        event.type === 'voice.language' ? { language: event.language } : {},
      ),
      setServerStatus: assign(({ context, event }) => {
        if (event.type !== 'voice.serverStatus') return {}
        const facts = { ...context.environment, isServerAvailable: event.isAvailable }
        return { isServerAvailable: event.isAvailable, engine: chooseVoiceEngine(facts) }
      }),
      setEnvironment: assign(({ context, event }) => {
        if (event.type !== 'voice.environment') return {}
        const facts = { ...event.environment, isServerAvailable: context.isServerAvailable }
        return { environment: event.environment, engine: chooseVoiceEngine(facts) }
      }),
      // Spec §4: the server said it cannot transcribe; from now on the choice is made without it.
      dropServer: assign(({ context }) => ({
        isServerAvailable: false,
        engine: chooseVoiceEngine({ ...context.environment, isServerAvailable: false }),
      })),
      storeFailure: assign(({ event }) => {
        const failure = event.type === 'voice.failed' ? event.failure : toSpeechFailure(errorOf(event))
        return { error: failure.code, errorDetail: failure.detail ?? null }
      }),
      setNoSpeech: assign({ error: 'no-speech', errorDetail: null }),
      setTranscriptionFailed: assign({ error: 'transcription-failed', errorDetail: null }),
      setUnsupported: assign({ error: 'unsupported', errorDetail: null }),
      clearError: assign({ error: null, errorDetail: null }),
      discardCapture: () => speech.discard(),
      reportTranscript: emit(({ event }) => ({
        type: 'voice.transcribed' as const,
        text: isOutcome(event) && event.output.kind === 'transcript' ? event.output.text.trim() : '',
      })),
    },
  }).createMachine({
    id: 'voiceInput',
    context: ({ input }) => ({
      environment: input.environment,
      isServerAvailable: false,
      engine: chooseVoiceEngine({ ...input.environment, isServerAvailable: false }),
      language: input.language,
      isSpeechDetected: false,
      isLongEnough: false,
      hasTranscribed: false,
      error: null,
      errorDetail: null,
    }),
    initial: 'deciding',
    on: {
      'voice.language': { actions: 'setLanguage' },
    },
    states: {
      // Transient: where the engine choice leads.
      deciding: {
        always: [{ guard: 'hasEngine', target: 'idle' }, { target: 'unsupported' }],
      },
      unsupported: {
        on: {
          'voice.serverStatus': { target: 'deciding', actions: 'setServerStatus' },
          'voice.environment': { target: 'deciding', actions: 'setEnvironment' },
        },
      },
      idle: {
        on: {
          'voice.start': { target: 'recording' },
          'voice.serverStatus': { target: 'deciding', actions: 'setServerStatus' },
          'voice.environment': { target: 'deciding', actions: 'setEnvironment' },
        },
      },
      recording: {
        entry: 'startRecording',
        invoke: {
          src: 'listenForSpeech',
          input: ({ context }) => listenRequest(context),
        },
        after: {
          minRecording: { actions: 'markLongEnough' },
          maxRecording: { target: 'stopping' },
        },
        on: {
          'voice.stop': { target: 'stopping' },
          'voice.ended': { target: 'stopping' },
          'voice.failed': { target: 'error', actions: ['storeFailure', 'discardCapture'] },
        },
        initial: 'waiting',
        states: {
          waiting: {
            on: {
              'voice.level': { guard: 'isLoud', target: 'speaking', actions: 'markSpeechDetected' },
              'voice.heard': { target: 'speaking', actions: 'markSpeechDetected' },
            },
          },
          // Every loud level restarts the silence countdown (reenter).
          speaking: {
            after: { silenceDelay: { target: '#voiceInput.stopping' } },
            on: {
              'voice.level': { guard: 'isLoud', target: 'speaking', reenter: true },
              'voice.heard': { target: 'speaking', reenter: true },
            },
          },
        },
      },
      // Transient: the capture has stopped (the listen cleanup ran on leaving `recording`).
      stopping: {
        always: [
          { guard: 'isTooShort', target: 'error', actions: ['discardCapture', 'setNoSpeech'] },
          { guard: 'hasNoSpeech', target: 'error', actions: ['discardCapture', 'setNoSpeech'] },
          { target: 'processing' },
        ],
      },
      processing: {
        invoke: {
          src: 'transcribeAudio',
          input: ({ context }) => listenRequest(context),
          onDone: [
            { guard: 'isFallback', target: 'switching', actions: 'dropServer' },
            { guard: 'isBlank', target: 'error', actions: 'setNoSpeech' },
            { target: 'idle', actions: ['markTranscribed', 'reportTranscript'] },
          ],
          onError: { target: 'error', actions: 'storeFailure' },
        },
      },
      // Transient (after a fallback): the recording is lost; the next press uses the browser engine, if there is one.
      switching: {
        always: [
          { guard: 'hasEngine', target: 'error', actions: 'setTranscriptionFailed' },
          { target: 'unsupported', actions: 'setUnsupported' },
        ],
      },
      error: {
        on: {
          'voice.start': [
            { guard: 'hasEngine', target: 'recording' },
            { target: 'unsupported', actions: 'setUnsupported' },
          ],
          'voice.dismiss': { target: 'deciding', actions: 'clearError' },
          'voice.serverStatus': { actions: 'setServerStatus' },
        },
      },
    },
  })
}

export type VoiceInputMachine = ReturnType<typeof createVoiceInputMachine>

function listenRequest(context: VoiceContext): ListenRequest {
  // `recording` is entered only with an engine (idle and error are left for it only when there is one).
  return { engine: context.engine === 'server' ? 'server' : 'browser', language: context.language }
}

function isOutcome(event: { type: string }): event is { type: string; output: TranscribeOutcome } {
  return 'output' in event
}

function errorOf(event: { type: string }): unknown {
  return 'error' in event ? event.error : undefined
}
