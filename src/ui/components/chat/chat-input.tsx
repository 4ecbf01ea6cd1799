import { forwardRef, type KeyboardEvent } from 'react'

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
 * The chat's text field (spec §2): Enter sends, Shift+Enter starts a new line. Kept to these props so that the
 * voice input field can take its place.
 */
export const ChatInput = forwardRef<HTMLTextAreaElement, ChatInputProps>(function ChatInput(
  { value, onChange, onSubmit, disabled = false, placeholder, label, id },
  ref,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an IME is composing, Enter confirms the composition rather than sending.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      onSubmit()
    }
  }
  return (
    <textarea
      ref={ref}
      id={id}
      className="chat-input"
      rows={1}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      aria-label={label}
      // Spec §4: input is blocked while waiting; readOnly keeps focus where it is (disabled would drop it).
      readOnly={disabled}
      aria-disabled={disabled || undefined}
      maxLength={2000}
    />
  )
})
