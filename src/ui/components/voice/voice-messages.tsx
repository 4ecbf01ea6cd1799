import { useT } from '../../i18n/use-t'
import type { useVoiceInput } from './use-voice-input'
import { voiceErrorText } from './voice-message'

type Props = {
  voice: ReturnType<typeof useVoiceInput>
  hintId: string
  isOffered: boolean
}

/**
 * What the field says about voice input: the hint (the microphone's description), the recording and
 * transcribing status in a polite live region, and spec §8's messages as an alert until dismissed.
 */
export function VoiceMessages({ voice, hintId, isOffered }: Props) {
  const t = useT()
  const status =
    voice.status === 'recording'
      ? t('voice.listening')
      : voice.status === 'processing'
        ? t('voice.processing')
        : voice.hasAdded
          ? t('voice.added')
          : ''
  return (
    <>
      {isOffered && (
        <span id={hintId} className="visually-hidden">
          {t('voice.hint')}
        </span>
      )}
      <span role="status" className={status ? 'voice-status' : 'visually-hidden'}>
        {status}
      </span>
      {voice.error && (
        <p role="alert" className="voice-error">
          <span>{voiceErrorText(t, voice.error, voice.errorDetail)}</span>
          {voice.status !== 'unsupported' && (
            <button
              type="button"
              className="voice-error__dismiss"
              aria-label={t('voice.dismiss')}
              onClick={() => voice.send({ type: 'voice.dismiss' })}
            >
              ×
            </button>
          )}
        </p>
      )}
    </>
  )
}
