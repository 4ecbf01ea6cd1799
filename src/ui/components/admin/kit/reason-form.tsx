import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

/** The reason a decision asks for: required where the person is told it, optional where it only goes to the log. */
export type ReasonField = { label: string; isRequired: boolean; minLength?: number; maxLength: number }

type ReasonFormProps = {
  /** What is about to happen, read with the confirm button ("Hide 3 reviews?"). */
  question?: ReactNode
  reason?: ReasonField
  confirmLabel: string
  cancelLabel: string
  isDanger?: boolean
  isBusy?: boolean
  className?: string
  onConfirm: (reason: string | undefined) => void
  onCancel: () => void
}

/**
 * Confirm with a reason: a labelled field (when the action takes one) and a confirm and a cancel button. It takes
 * the focus when it opens, so a keyboard user types the reason at once; the opener takes it back on cancel.
 */
export function ReasonForm({ question, reason, isDanger = true, ...props }: ReasonFormProps) {
  const id = useId()
  const [text, setText] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('textarea, button')?.focus()
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const why = text.trim()
    if (reason?.isRequired && why.length < (reason.minLength ?? 0)) return
    props.onConfirm(why || undefined)
  }
  return (
    <form ref={formRef} className={props.className} onSubmit={submit}>
      {question ? <p id={`${id}-question`}>{question}</p> : null}
      {reason ? (
        <div className="form-field">
          <label htmlFor={`${id}-reason`} className="form-field__label">
            {reason.label}
          </label>
          <textarea
            id={`${id}-reason`}
            className="form-field__input"
            value={text}
            required={reason.isRequired}
            minLength={reason.isRequired ? reason.minLength : undefined}
            maxLength={reason.maxLength}
            rows={2}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      ) : null}
      <div className="form-actions">
        <button
          type="submit"
          className={isDanger ? 'button button--danger' : 'button button--primary'}
          disabled={props.isBusy}
          aria-describedby={question ? `${id}-question` : undefined}
        >
          {props.confirmLabel}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </form>
  )
}
