import { useQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef } from 'react'
import { appendTranscript } from '@domain/voice/append-transcript'
import { NO_SPEECH_ENVIRONMENT } from '@domain/voice/voice-engine'
import { createVoiceInputMachine } from '@domain/voice/voice-input.machine'
import { defaultVoiceLanguage } from '@domain/voice/voice-languages'
import { useLocale } from '../../i18n/use-locale'
import { speechStatusQuery } from '../../queries/speech'
import { usePorts } from '../../use-router-context'

/**
 * One voice input machine per field. The server render and the first browser render know no engine (no mic
 * button, so hydration matches); after mounting the field learns the browser's facts and the server's status.
 * A transcript is appended to the field's current value.
 */
export function useVoiceInput(value: string, onChange: (value: string) => void) {
  const { speech } = usePorts()
  const locale = useLocale()
  const machine = useMemo(() => createVoiceInputMachine(speech), [speech])
  const actor = useActorRef(machine, {
    input: { environment: NO_SPEECH_ENVIRONMENT, language: defaultVoiceLanguage(locale) },
  })
  const latest = useRef({ value, onChange })
  useEffect(() => {
    latest.current = { value, onChange }
  })

  useEffect(() => {
    actor.send({ type: 'voice.environment', environment: speech.environment() })
  }, [actor, speech])

  const { data: isServerAvailable } = useQuery(speechStatusQuery(speech))
  useEffect(() => {
    if (isServerAvailable !== undefined)
      actor.send({ type: 'voice.serverStatus', isAvailable: isServerAvailable })
  }, [actor, isServerAvailable])

  useEffect(() => {
    const subscription = actor.on('voice.transcribed', ({ text }) => {
      latest.current.onChange(appendTranscript(latest.current.value, text))
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const view = useSelector(
    actor,
    (state) => ({
      status: state.matches('recording')
        ? ('recording' as const)
        : state.matches('processing')
          ? ('processing' as const)
          : state.matches('unsupported')
            ? ('unsupported' as const)
            : ('ready' as const),
      isSpeechDetected: state.context.isSpeechDetected,
      hasAdded: state.context.hasTranscribed,
      language: state.context.language,
      error: state.context.error,
      errorDetail: state.context.errorDetail,
      canStart: state.can({ type: 'voice.start' }),
      canStop: state.can({ type: 'voice.stop' }),
    }),
    shallowEqual,
  )

  return { actor, ...view }
}

function shallowEqual<T extends Record<string, unknown>>(a: T, b: T): boolean {
  return Object.keys(a).every((key) => Object.is(a[key], b[key]))
}
