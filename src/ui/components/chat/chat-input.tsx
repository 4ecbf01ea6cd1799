import { forwardRef } from 'react'
import { VoiceInputField } from '../voice/voice-input-field'

export type ChatInputProps = {
  value: string
  onChange(value: string): void
  /** Enter (without Shift) asks to send; the caller decides whether it can. */
  onSubmit(): void
  disabled?: boolean
  placeholder: string
  /** The accessible name. */
  label: string
  id?: string
}

/**
 * The chat's text field (spec §2): Enter sends, Shift+Enter starts a new line, and the microphone of the voice
 * input field (spec §2 "Voice input is available in text fields") appends what was said.
 */
export const ChatInput = forwardRef<HTMLTextAreaElement, ChatInputProps>(function ChatInput(
  { value, onChange, onSubmit, disabled = false, placeholder, label, id },
  ref,
) {
  return (
    <VoiceInputField
      multiline
      rows={1}
      textareaRef={ref}
      id={id}
      className="chat-input-field"
      inputClassName="chat-input"
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      placeholder={placeholder}
      label={label}
      // Spec §4: input is blocked while waiting; read-only keeps focus where it is (disabled would drop it).
      isReadOnly={disabled}
      maxLength={2000}
    />
  )
})
