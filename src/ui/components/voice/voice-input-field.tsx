import { useEffect, useId, type ChangeEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { VoiceControls } from './voice-controls'
import { VoiceMessages } from './voice-messages'
import { useVoiceInput } from './use-voice-input'

export type VoiceInputFieldProps = {
  value: string
  onChange: (value: string) => void
  /** Enter (without Shift) calls it; without it a single-line field submits its form as usual. */
  onSubmit?: () => void
  /** A textarea instead of a single-line input. */
  multiline?: boolean
  placeholder: string
  /** The field's accessible name. */
  label: string
  /** Show `label` as a visible <label> (default: only for assistive technology). */
  isLabelVisible?: boolean
  disabled?: boolean
  id?: string
  name?: string
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>
  /** The multiline field's own ref, for callers that only deal with a textarea (the chat input). */
  textareaRef?: Ref<HTMLTextAreaElement>
  /** Typing blocked but focus kept (the chat while a reply is pending, spec §4); `disabled` would drop focus. */
  isReadOnly?: boolean
  /** Extra class for the text field itself (the chat input's look). */
  inputClassName?: string
  /** Visible lines of the multiline field (default 2). */
  rows?: number
  type?: 'text' | 'search'
  maxLength?: number
  className?: string
  /** A combobox's ARIA and handlers on the single-line field (the search boxes' suggestions). */
  combobox?: ComboboxBinding
  /** Shown under the field's row, over the page (the suggestions' listbox). */
  popup?: ReactNode
}

/** What a combobox adds to the text field (WAI-ARIA 1.2 combobox pattern). */
export type ComboboxBinding = {
  role: 'combobox'
  'aria-expanded': boolean
  'aria-controls': string
  'aria-autocomplete': 'list'
  'aria-activedescendant': string | undefined
  /** Runs before the field's own keys; a handled key calls preventDefault. */
  onKeyDown: (event: KeyboardEvent) => void
  onBlur: () => void
}

/**
 * A text field with a microphone (spec §2 "Voice input field"): the transcript is appended to the value.
 * Without any engine (the server render, a browser without speech support) the microphone is not shown.
 */
export function VoiceInputField({
  value,
  onChange,
  onSubmit,
  multiline = false,
  placeholder,
  label,
  isLabelVisible = false,
  disabled = false,
  id,
  name,
  inputRef,
  textareaRef,
  isReadOnly = false,
  inputClassName,
  rows = 2,
  type = 'text',
  maxLength,
  className,
  combobox,
  popup,
}: VoiceInputFieldProps) {
  const ownId = useId()
  const fieldId = id ?? `${ownId}-field`
  const hintId = `${ownId}-hint`
  const voice = useVoiceInput(value, onChange)
  // Text typed before hydration is in the DOM but not in `value`: adopt it before React's next render wipes it.
  useEffect(() => {
    const element = document.getElementById(fieldId)
    const typed =
      element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : ''
    if (typed && typed !== value) onChange(typed)
    // Only once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // With no engine at all there is no microphone; after a lost engine it stays, disabled, beside its message.
  const isOffered = voice.status !== 'unsupported' || voice.error !== null

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value)
  const keyDown = (event: KeyboardEvent) => {
    combobox?.onKeyDown(event)
    if (event.defaultPrevented) return
    if (onSubmit && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      onSubmit()
    }
  }
  const common = {
    id: fieldId,
    name,
    value,
    placeholder,
    disabled,
    maxLength,
    onChange: change,
    onKeyDown: keyDown,
    readOnly: isReadOnly || undefined,
    'aria-disabled': isReadOnly || undefined,
    className: inputClassName ? `voice-field__input ${inputClassName}` : 'voice-field__input',
  }

  return (
    <span className={`voice-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={fieldId} className={isLabelVisible ? 'voice-field__label' : 'visually-hidden'}>
        {label}
      </label>
      <span className="voice-field__row">
        {multiline ? (
          <textarea {...common} ref={textareaRef ?? inputRef} rows={rows} />
        ) : (
          <input
            {...common}
            {...(combobox ? { ...combobox, onKeyDown: keyDown, autoComplete: 'off' } : {})}
            ref={inputRef}
            type={type}
          />
        )}
        {isOffered && <VoiceControls voice={voice} disabled={disabled || isReadOnly} hintId={hintId} />}
        {popup}
      </span>
      <VoiceMessages voice={voice} hintId={hintId} isOffered={isOffered} />
    </span>
  )
}
