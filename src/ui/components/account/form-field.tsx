import type { InputHTMLAttributes, ReactNode } from 'react'
import { isFailure } from '../../forms/use-submission'
import { useT, type TextKey } from '../../i18n/use-t'

type FieldProps = {
  id: string
  label: string
  /** The translated inline error; the field is marked invalid while there is one. */
  error?: string | null
  hint?: string
  value: string
  onChange(value: string): void
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'children'>

/** A labelled input with its hint and inline error, both tied to it with aria-describedby. */
export function FormField({ id, label, error, hint, value, onChange, children, ...input }: FieldProps) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="form-field__control">
        {children}
        <input
          id={id}
          className="form-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A checkbox with its label after it. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id: string
  label: string
  checked: boolean
  onChange(checked: boolean): void
  disabled?: boolean
}) {
  return (
    <div className="form-field form-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  )
}

/** A message about the whole form: an alert for failures, a polite status for outcomes. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return kind === 'error' ? (
    <div role="alert" className="form-message form-message--error">
      {children}
    </div>
  ) : (
    <div role="status" className="form-message form-message--success">
      {children}
    </div>
  )
}

/**
 * The failure of a form's last submission, in the reader's language: the server's code explained through the
 * failure text (a refused sign-in, a taken address, throttling with its wait), or the form's own fallback. With a
 * `title`, the form's own failure heads the explanation.
 */
export function FailureMessage({ state, title }: { state: { kind: string }; title?: TextKey }) {
  const t = useT()
  if (!isFailure(state)) return null
  const { key, values } = state.text
  if (!title) return <FormMessage kind="error">{t(key, values)}</FormMessage>
  return (
    <FormMessage kind="error">
      <strong>{t(title)}</strong>
      {key !== title ? <> {t(key, values)}</> : null}
    </FormMessage>
  )
}
