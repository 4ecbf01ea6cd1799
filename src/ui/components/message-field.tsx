import { MAX_INBOX_TEXT } from '@domain/inbox/inbox-message'
import { VoiceDictation } from './voice/voice-dictation'

/**
 * A labelled free-text field for a message, a reply or an answer (the contract's 2000 characters), with the
 * voice input when `hasVoice`: laid out as the forms' other fields, the label above a full-width text area.
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
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <textarea
        id={id}
        className="form-field__input form-field__input--text"
        value={value}
        rows={rows}
        maxLength={MAX_INBOX_TEXT}
        required
        onChange={(event) => onChange(event.target.value)}
      />
      {hasVoice && <VoiceDictation value={value} onChange={onChange} />}
    </div>
  )
}
