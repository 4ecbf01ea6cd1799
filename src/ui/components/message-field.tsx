import { MAX_INBOX_TEXT } from '@domain/inbox/inbox-message'
import { VoiceDictation } from './voice/voice-dictation'

/**
 * A labelled free-text field for a message, a reply or an answer (the contract's 2000 characters), with the
 * voice input when `hasVoice`.
 */
export function MessageField({
  id,
  label,
  value,
  onChange,
  rows = 3,
  hasVoice = false,
}: {
  id: string
  label: string
  value: string
  onChange(value: string): void
  rows?: number
  hasVoice?: boolean
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={MAX_INBOX_TEXT}
        required
        onChange={(event) => onChange(event.target.value)}
      />
      {hasVoice && <VoiceDictation value={value} onChange={onChange} />}
    </>
  )
}
