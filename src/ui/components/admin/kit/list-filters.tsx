import { useId, type FormEvent, type ReactNode } from 'react'
import { MAX_SEARCH_TEXT } from '../../../navigation/list-search'

/** A text field of a back-office filter: a search box, optionally with a pattern and a hint under it. */
export type AdminFilterText = {
  kind: 'search'
  name: string
  label: string
  value?: string
  pattern?: string
  hint?: string
  /** Longer than the usual 200 where the thing searched for is (an email address: 254). */
  maxLength?: number
}

/** A choice of a back-office filter; the first option is usually "any", with the value ''. */
export type AdminFilterChoice = {
  kind: 'select'
  name: string
  label: string
  value?: string
  options: ReadonlyArray<{ value: string; label: string }>
}

export type AdminFilterField = AdminFilterText | AdminFilterChoice

/** A choice among a domain's values, "any" (the value '') first: a status, a role, a language. */
export function choiceField<Value extends string>(choice: {
  name: string
  label: string
  value: Value | undefined
  anyLabel: string
  values: readonly Value[]
  labelOf: (value: Value) => string
}): AdminFilterChoice {
  return {
    kind: 'select',
    name: choice.name,
    label: choice.label,
    value: choice.value,
    options: [
      { value: '', label: choice.anyLabel },
      ...choice.values.map((value) => ({ value, label: choice.labelOf(value) })),
    ],
  }
}

/** What the admin asked for, by field name: trimmed text, undefined when left empty. */
export type AdminFilterValues = Record<string, string | undefined>

/**
 * The filter form of a back-office list: a search landmark of labelled fields and one button. The page turns the
 * values into its URL search, so the filter survives a reload and a shared link.
 */
export function AdminFilters({
  label,
  fields,
  submitLabel,
  onFilter,
}: {
  label: string
  fields: readonly AdminFilterField[]
  submitLabel: string
  onFilter: (values: AdminFilterValues) => void
}) {
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const values: AdminFilterValues = {}
    for (const field of fields) values[field.name] = String(form.get(field.name) ?? '').trim() || undefined
    onFilter(values)
  }
  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={label}
      onSubmit={submit}
      // The fields start from the URL: a new filter from a link (or Back) resets them.
      key={fields.map((field) => field.value ?? '').join('\n')}
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const hintId = `${fieldId}-hint`
        return field.kind === 'select' ? (
          <FieldFrame key={field.name} id={fieldId} label={field.label}>
            <select id={fieldId} name={field.name} defaultValue={field.value ?? ''}>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldFrame>
        ) : (
          <FieldFrame key={field.name} id={fieldId} label={field.label}>
            <input
              id={fieldId}
              name={field.name}
              type="search"
              maxLength={field.maxLength ?? MAX_SEARCH_TEXT}
              pattern={field.pattern}
              aria-describedby={field.hint ? hintId : undefined}
              defaultValue={field.value ?? ''}
            />
            {field.hint ? (
              <p id={hintId} className="field-hint">
                {field.hint}
              </p>
            ) : null}
          </FieldFrame>
        )
      })}
      <button type="submit">{submitLabel}</button>
    </form>
  )
}

function FieldFrame({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {children}
    </>
  )
}
