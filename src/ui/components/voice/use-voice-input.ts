import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { appendTranscript } from '@domain/voice/append-transcript'
import type { VoiceErrorCode } from '@domain/voice/voice-errors'
import type { VoiceEvent } from '@domain/voice/voice-input.machine'
import { defaultVoiceLanguage, VOICE_LANGUAGES, type VoiceLanguage } from '@domain/voice/voice-languages'
import { useLocale } from '../../i18n/use-locale'
import { speechStatusQuery } from '../../queries/speech'
import { usePorts } from '../../use-router-context'
import { whenIdle } from '../../when-idle'
import type { VoiceActor } from './voice-actor'

/** What a voice field shows: the machine's state as the microphone, the language menu and the messages read it. */
export interface VoiceView {
  readonly status: 'ready' | 'recording' | 'processing' | 'unsupported'
  readonly isSpeechDetected: boolean
  readonly hasAdded: boolean
  readonly language: VoiceLanguage
  readonly error: VoiceErrorCode | null
  readonly errorDetail: string | null
  readonly canStart: boolean
  readonly canStop: boolean
}

/**
 * One voice input machine per field. The server render and the first browser render know no engine (no mic
 * button, so hydration matches). After mounting, the field loads its machine, which starts with the browser's
 * facts and learns the server's status; until then, or if it cannot load, the field is a plain text field.
 * A transcript is appended to the field's current value.
 */
export function useVoiceInput(value: string, onChange: (value: string) => void) {
  const { speech } = usePorts()
  const locale = useLocale()
  const [actor, setActor] = useState<VoiceActor | null>(null)
  const latest = useRef({ value, onChange, locale })
  useEffect(() => {
    latest.current = { value, onChange, locale }
  })

  useEffect(() => {
    let isCancelled = false
    let started: VoiceActor | null = null
    // Once the page is idle, not among the hydration's effects: the microphone shows a moment after the field.
    const cancelLoad = whenIdle(() =>
      import('./voice-actor')
        .then(({ startVoiceActor }) => {
          if (isCancelled) return
          started = startVoiceActor(speech, {
            environment: speech.environment(),
            language: defaultVoiceLanguage(latest.current.locale),
          })
          setActor(started)
        })
        // Without its machine (the chunk failed to load) the field stays a text field without a microphone.
        .catch(() => undefined),
    )
    return () => {
      isCancelled = true
      cancelLoad()
      started?.stop()
    }
  }, [speech])

  const { data: isServerAvailable } = useQuery(speechStatusQuery(speech))
  useEffect(() => {
    if (actor && isServerAvailable !== undefined)
      actor.send({ type: 'voice.serverStatus', isAvailable: isServerAvailable })
  }, [actor, isServerAvailable])

  useEffect(() => {
    if (!actor) return
    const subscription = actor.on('voice.transcribed', ({ text }) => {
      latest.current.onChange(appendTranscript(latest.current.value, text))
    })
    return () => subscription.unsubscribe()
  }, [actor])

  const view = useVoiceView(actor, defaultVoiceLanguage(locale))
  const send = useCallback((event: VoiceEvent) => actor?.send(event), [actor])
  return { ...view, send }
}

/** The view of the field's machine, re-rendering only when something in it changes (not on every level). */
function useVoiceView(actor: VoiceActor | null, language: VoiceLanguage): VoiceView {
  const selected = useRef<{ source: object; view: VoiceView } | null>(null)
  const subscribe = useCallback(
    (onStoreChange: () => void) => {
      if (!actor) return () => undefined
      const subscription = actor.subscribe(onStoreChange)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const getView = (): VoiceView => {
    const snapshot = actor?.getSnapshot()
    const source = snapshot ?? NOT_LOADED[language]
    if (selected.current?.source === source) return selected.current.view
    const next = snapshot ? viewOf(snapshot) : NOT_LOADED[language]
    const view = selected.current && shallowEqual(selected.current.view, next) ? selected.current.view : next
    selected.current = { source, view }
    return view
  }
  return useSyncExternalStore(subscribe, getView, getView)
}

function viewOf(state: ReturnType<VoiceActor['getSnapshot']>): VoiceView {
  return {
    status: state.matches('recording')
      ? 'recording'
      : state.matches('processing')
        ? 'processing'
        : state.matches('unsupported')
          ? 'unsupported'
          : 'ready',
    isSpeechDetected: state.context.isSpeechDetected,
    hasAdded: state.context.hasTranscribed,
    language: state.context.language,
    error: state.context.error,
    errorDetail: state.context.errorDetail,
    canStart: state.can({ type: 'voice.start' }),
    canStop: state.can({ type: 'voice.stop' }),
  }
}

/** Before the machine runs (the server render, hydration, its chunk loading): no engine, so no microphone. */
const NOT_LOADED = Object.fromEntries(
  VOICE_LANGUAGES.map((language): [VoiceLanguage, VoiceView] => [
    language,
    {
      status: 'unsupported',
      isSpeechDetected: false,
      hasAdded: false,
      language,
      error: null,
      errorDetail: null,
      canStart: false,
      canStop: false,
    },
  ]),
) as Record<VoiceLanguage, VoiceView>

function shallowEqual<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]))
}
