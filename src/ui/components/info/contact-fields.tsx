import { VoiceDictation } from '../voice/voice-dictation'

type BaseProps = {
  id: string
  label: string
  value: string
  onChange(value: string): void
  /** The translated inline error; the control is marked invalid while there is one. */
  error?: string | null
  hint?: string
}

function described(id: string, error?: string | null, hint?: string) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
}

function FieldMessages({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={`${id}-error`} className="form-field__error">
      {error}
    </p>
  ) : null
}

/** A labelled select with a first, empty choice that asks the visitor to pick. */
export function ContactSelectField(
  props: BaseProps & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> },
) {
  const { id, label, value, onChange, error, hint, placeholder, options } = props
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        id={id}
        className="form-field__input"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error} />
    </div>
  )
}

/** A labelled multi-line text box with its hint and inline error tied to it. */
export function ContactTextArea(props: BaseProps & { maxLength: number }) {
  const { id, label, value, onChange, error, hint, maxLength } = props
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        className="form-field__input"
        required
        rows={6}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, error, hint)}
      />
      <VoiceDictation value={value} onChange={onChange} />
      <FieldMessages id={id} error={error} />
    </div>
  )
}
