import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { VoiceLanguage } from '@domain/voice/voice-languages'
import { useT } from '../../i18n/use-t'
import { MicrophoneIcon, StopIcon } from './voice-icons'
import { VoiceLanguageMenu } from './voice-language-menu'
import { voiceLanguageName } from './voice-message'
import { usePressAndHold } from './use-press-and-hold'
import type { useVoiceInput } from './use-voice-input'

type Props = {
  voice: ReturnType<typeof useVoiceInput>
  disabled: boolean
  hintId: string
}

/**
 * The microphone (press to record, press again to stop), its voice-language menu (right click, a 500 ms hold,
 * Shift+F10 or the context-menu key on the microphone, or the language button beside it) and nothing else:
 * the field's messages are rendered by VoiceMessages.
 */
export function VoiceControls({ voice, disabled, hintId }: Props) {
  const t = useT()
  const menuId = useId()
  const [openedBy, setOpenedBy] = useState<'microphone' | 'language' | null>(null)
  const microphone = useRef<HTMLButtonElement>(null)
  const languageButton = useRef<HTMLButtonElement>(null)
  const hold = usePressAndHold(() => setOpenedBy('microphone'))
  const isRecording = voice.status === 'recording'
  const isOff = disabled || voice.status === 'unsupported'

  const openFromMicrophone = () => {
    if (!isOff) setOpenedBy('microphone')
  }
  const closeMenu = (returnFocus: boolean) => {
    const opener = openedBy === 'language' ? languageButton.current : microphone.current
    setOpenedBy(null)
    if (returnFocus) opener?.focus()
  }
  const choose = (language: VoiceLanguage) => {
    voice.send({ type: 'voice.language', language })
    closeMenu(true)
  }
  const press = () => {
    if (hold.consumeHold()) return
    voice.send({ type: isRecording ? 'voice.stop' : 'voice.start' })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault()
      openFromMicrophone()
    }
  }

  return (
    <span className="voice-controls">
      <button
        ref={microphone}
        type="button"
        className={`voice-controls__mic${isRecording ? ' voice-controls__mic--recording' : ''}${
          voice.isSpeechDetected && isRecording ? ' voice-controls__mic--hearing' : ''
        }`}
        aria-label={t('voice.button')}
        aria-pressed={isRecording}
        aria-describedby={hintId}
        aria-busy={voice.status === 'processing'}
        title={t('voice.hint')}
        disabled={isOff || (!voice.canStart && !voice.canStop)}
        onClick={press}
        onContextMenu={(event) => {
          event.preventDefault()
          openFromMicrophone()
        }}
        onKeyDown={onKeyDown}
        {...hold.handlers}
      >
        {isRecording ? <StopIcon /> : <MicrophoneIcon />}
      </button>
      <button
        ref={languageButton}
        type="button"
        className="voice-controls__language"
        aria-label={t('voice.languageButton', { language: voiceLanguageName(t, voice.language) })}
        aria-haspopup="menu"
        aria-expanded={openedBy !== null}
        aria-controls={openedBy ? menuId : undefined}
        disabled={isOff}
        onClick={() => setOpenedBy(openedBy ? null : 'language')}
      >
        {voice.language.slice(0, 2).toUpperCase()}
      </button>
      {openedBy && (
        <VoiceLanguageMenu id={menuId} language={voice.language} onChoose={choose} onClose={closeMenu} />
      )}
    </span>
  )
}
