import { useId } from 'react'
import { VoiceControls } from './voice-controls'
import { VoiceMessages } from './voice-messages'
import { useVoiceInput } from './use-voice-input'

/**
 * The voice input field's microphone, language menu and messages for a text field a form already lays out
 * (spec §1 "voice input in text fields"): what was said is appended to `value`. Without an engine nothing shows.
 */
export function VoiceDictation({
  value,
  onChange,
  disabled = false,
}: {
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  const hintId = `${useId()}-hint`
  const voice = useVoiceInput(value, onChange)
  // With no engine at all there is no microphone; after a lost engine it stays, disabled, beside its message.
  const isOffered = voice.status !== 'unsupported' || voice.error !== null
  return (
    <span className="voice-field voice-dictation">
      {isOffered && <VoiceControls voice={voice} disabled={disabled} hintId={hintId} />}
      <VoiceMessages voice={voice} hintId={hintId} isOffered={isOffered} />
    </span>
  )
}
