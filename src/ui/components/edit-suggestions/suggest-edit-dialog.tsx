import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import type { Business } from '@domain/business/business'
import type { Category } from '@domain/category/category'
import {
  MAX_SUGGESTION_NOTE,
  SUGGESTION_KINDS,
  suggestionProblems,
  type SuggestionDecider,
  type SuggestionKind,
} from '@domain/edit-suggestions/edit-suggestion'
import {
  draftChange,
  emptyDraft,
  listingSlugOf,
  pinOf,
  type SuggestionDraft,
} from '@domain/edit-suggestions/suggestion-draft'
import { pickText } from '@domain/i18n/localized-text'
import { failureText, type FailureText } from '../../forms/failure-text'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey } from '../../i18n/use-t'
import { categoryTreeQuery } from '../../queries/categories'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { FormMessage } from '../account/form-field'
import { Dialog } from '../dialog/dialog'
import { HoursFields } from './hours-fields'

const PROBLEM_KEYS: Partial<Record<string, TextKey>> = {
  field_missing: 'suggestEdit.problem.field_missing',
  note_missing: 'suggestEdit.problem.note_missing',
  closure_invalid: 'suggestEdit.problem.closure_invalid',
  phone_invalid: 'suggestEdit.problem.phone_invalid',
  website_invalid: 'suggestEdit.problem.website_invalid',
  hours_invalid: 'suggestEdit.problem.hours_invalid',
  outside_cyprus: 'suggestEdit.problem.outside_cyprus',
}
const NOTE_NEEDED: readonly SuggestionKind[] = ['duplicate', 'other']

/**
 * The "Suggest an edit" form: what is wrong, the right value for that kind, and a note. The same rules as the
 * server's are checked before sending; after sending, the dialog says who decides and focus moves to that message.
 */
export function SuggestEditDialog({
  business,
  name,
  onClose,
}: {
  business: Business
  name: string
  onClose: () => void
}) {
  const t = useT()
  const formId = useId()
  const session = useSession()
  const { editSuggestions, businesses } = usePorts()
  const [draft, setDraft] = useState<SuggestionDraft>(() => emptyDraft(business.openingHours))
  const [isBusy, setBusy] = useState(false)
  const [decider, setDecider] = useState<SuggestionDecider | null>(null)
  const [failure, setFailure] = useState<FailureText | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const change = <K extends keyof SuggestionDraft>(key: K, value: SuggestionDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const send = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const found = await duplicateId(draft)
    const suggestion = draftChange(draft, found ?? undefined)
    const [problem] = suggestionProblems(suggestion, business.id)
    if (draft.kind === 'duplicate' && found === null)
      setFailure({ key: 'suggestEdit.problem.duplicate_unknown' })
    else if (draft.kind === 'address' && draft.pin.trim() !== '' && pinOf(draft.pin) === null)
      setFailure({ key: 'suggestEdit.problem.pin_unreadable' })
    else if (problem) setFailure({ key: PROBLEM_KEYS[problem] ?? 'suggestEdit.problem.other' })
    else {
      setBusy(true)
      try {
        setDecider((await editSuggestions.suggest(business.id, suggestion)).decider)
      } catch (error) {
        setFailure(
          failureText(error, 'suggestEdit.error.generic', {
            ALREADY_SUGGESTED: 'suggestEdit.error.ALREADY_SUGGESTED',
            RATE_LIMITED: 'suggestEdit.error.RATE_LIMITED',
            VALIDATION_ERROR: 'suggestEdit.problem.other',
          }),
        )
      } finally {
        setBusy(false)
      }
    }
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }

  // The other listing is named by its address on the site; its id is what the suggestion carries.
  const duplicateId = async (current: SuggestionDraft): Promise<number | null> => {
    if (current.kind !== 'duplicate') return null
    const slug = listingSlugOf(current.duplicateOf)
    if (!slug) return null
    const other = await businesses.findBySlug(slug).catch(() => null)
    return other?.id ?? null
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('suggestEdit.title')} size="md">
      <div ref={outcomeRef} tabIndex={-1} className="suggest-edit__outcome">
        {decider ? (
          <FormMessage kind="success">
            {t(`suggestEdit.sent.${decider}`)}{' '}
            {session.status === 'signedIn' ? t('suggestEdit.sentSignedIn') : null}
          </FormMessage>
        ) : null}
        {failure ? <FormMessage kind="error">{t(failure.key, failure.values)}</FormMessage> : null}
      </div>
      {decider ? (
        <div className="form-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('suggestEdit.close')}
          </button>
        </div>
      ) : (
        <form className="suggest-edit" onSubmit={(event) => void send(event)} noValidate>
          <p>{t('suggestEdit.intro', { name })}</p>
          <fieldset className="suggest-edit__kinds">
            <legend>{t('suggestEdit.kindLegend')}</legend>
            {SUGGESTION_KINDS.map((kind) => (
              <label key={kind} className="suggest-edit__kind">
                <input
                  type="radio"
                  name={`${formId}-kind`}
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => change('kind', kind)}
                />
                {t(`suggestEdit.kind.${kind}`)}
              </label>
            ))}
          </fieldset>
          <KindFields draft={draft} formId={formId} onChange={change} />
          <div className="form-field">
            <label htmlFor={`${formId}-note`} className="form-field__label">
              {t(NOTE_NEEDED.includes(draft.kind) ? 'suggestEdit.noteRequired' : 'suggestEdit.note')}
            </label>
            <textarea
              id={`${formId}-note`}
              className="form-field__input"
              rows={3}
              maxLength={MAX_SUGGESTION_NOTE}
              required={NOTE_NEEDED.includes(draft.kind)}
              value={draft.note}
              onChange={(event) => change('note', event.target.value)}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={isBusy}>
              {isBusy ? t('suggestEdit.sending') : t('suggestEdit.send')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('suggestEdit.cancel')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

type FieldsProps = {
  draft: SuggestionDraft
  formId: string
  onChange: <K extends keyof SuggestionDraft>(key: K, value: SuggestionDraft[K]) => void
}

/** The right value for the chosen kind; closing for good and "something else" have only the note. */
function KindFields({ draft, formId, onChange }: FieldsProps) {
  const t = useT()
  const field = (
    key: 'phone' | 'website' | 'address' | 'pin' | 'duplicateOf',
    label: TextKey,
    type: string,
    hint?: TextKey,
    isRequired = true,
  ) => (
    <div className="form-field">
      <label htmlFor={`${formId}-${key}`} className="form-field__label">
        {t(label)}
      </label>
      <input
        id={`${formId}-${key}`}
        className="form-field__input"
        type={type}
        required={isRequired}
        aria-describedby={hint ? `${formId}-${key}-hint` : undefined}
        value={draft[key]}
        onChange={(event) => onChange(key, event.target.value)}
      />
      {hint ? (
        <p id={`${formId}-${key}-hint`} className="field-hint">
          {t(hint)}
        </p>
      ) : null}
    </div>
  )
  switch (draft.kind) {
    case 'temporarily_closed':
      return (
        <div className="suggest-edit__dates">
          {(['closedFrom', 'closedUntil'] as const).map((key) => (
            <div className="form-field" key={key}>
              <label htmlFor={`${formId}-${key}`} className="form-field__label">
                {t(`suggestEdit.${key}`)}
              </label>
              <input
                id={`${formId}-${key}`}
                className="form-field__input"
                type="date"
                required
                value={draft[key]}
                onChange={(event) => onChange(key, event.target.value)}
              />
            </div>
          ))}
        </div>
      )
    case 'hours':
      return <HoursFields days={draft.hours} formId={formId} onChange={(hours) => onChange('hours', hours)} />
    case 'phone':
      return field('phone', 'suggestEdit.phone', 'tel', 'suggestEdit.phoneHint')
    case 'website':
      return field('website', 'suggestEdit.website', 'url')
    case 'address':
      return (
        <>
          {field('address', 'suggestEdit.address', 'text')}
          {field('pin', 'suggestEdit.pin', 'text', 'suggestEdit.pinHint', false)}
        </>
      )
    case 'category':
      return <CategoryField draft={draft} formId={formId} onChange={onChange} />
    case 'duplicate':
      return field('duplicateOf', 'suggestEdit.duplicateOf', 'text', 'suggestEdit.duplicateHint')
    default:
      return null
  }
}

function CategoryField({ draft, formId, onChange }: FieldsProps) {
  const t = useT()
  const locale = useLocale()
  const { categories } = usePorts()
  const { data = [] } = useQuery(categoryTreeQuery(categories))
  return (
    <div className="form-field">
      <label htmlFor={`${formId}-category`} className="form-field__label">
        {t('suggestEdit.category')}
      </label>
      <select
        id={`${formId}-category`}
        className="form-field__input"
        required
        value={draft.categoryId}
        onChange={(event) => onChange('categoryId', event.target.value)}
      >
        <option value="" />
        {flatten(data).map(({ category, depth }) => (
          <option key={category.id} value={category.id}>
            {`${'\u00a0\u00a0'.repeat(depth)}${pickText(category.name, locale)}`}
          </option>
        ))}
      </select>
    </div>
  )
}

function flatten(tree: readonly Category[], depth = 0): Array<{ category: Category; depth: number }> {
  return tree.flatMap((category) => [{ category, depth }, ...flatten(category.children ?? [], depth + 1)])
}
