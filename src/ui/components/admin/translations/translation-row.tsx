import { useId, useState, type FormEvent } from 'react'
import { LOCALES, type Locale } from '@domain/i18n/localized-text'
import { isTranslatedLocale, isUntranslated, type TranslationEntry } from '@domain/i18n/translation-entry'
import { useT } from '../../../i18n/use-t'
import { useTranslationEdit, type EditOutcome } from './use-translation-edit'

/** One key: its three texts, each editable in place, saved or reset on its own. */
export function TranslationRow({
  entry,
  onOutcome,
}: {
  entry: TranslationEntry
  onOutcome: (outcome: EditOutcome) => void
}) {
  const t = useT()
  const languageName = (locale: Locale) => t(`language.${locale}`)
  const edit = useTranslationEdit(entry, onOutcome, languageName)
  return (
    <tr>
      <th scope="row">
        <code>{entry.key}</code>
      </th>
      {LOCALES.map((locale) => (
        <td key={locale}>
          <TranslationCell
            // A saved text comes back from the server: the field starts again from it.
            key={entry.texts[locale]}
            entry={entry}
            locale={locale}
            language={languageName(locale)}
            isBusy={edit.isBusy}
            onSave={(text) => edit.save(locale, text)}
            onReset={() => edit.reset(locale)}
          />
        </td>
      ))}
    </tr>
  )
}

function TranslationCell({
  entry,
  locale,
  language,
  isBusy,
  onSave,
  onReset,
}: {
  entry: TranslationEntry
  locale: Locale
  language: string
  isBusy: boolean
  onSave: (text: string) => void
  onReset: () => void
}) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(entry.texts[locale])
  const isChanged = text.trim() !== '' && text !== entry.texts[locale]
  const isToTranslate = isTranslatedLocale(locale) && isUntranslated(entry.texts, locale)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isChanged) onSave(text)
  }
  return (
    <form className="translation-cell" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {`${t('adminTranslations.text', { language })}: ${entry.key}`}
      </label>
      <textarea
        id={id}
        lang={locale}
        className="translation-cell__text"
        rows={2}
        maxLength={5000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="translation-cell__actions">
        {entry.overrides[locale] ? (
          <span className="translation-badge">{t('adminTranslations.overridden')}</span>
        ) : null}
        {isToTranslate ? (
          <span className="translation-badge translation-badge--todo">
            {t('adminTranslations.untranslated')}
          </span>
        ) : null}
        <button type="submit" className="button" disabled={!isChanged || isBusy}>
          {t('adminTranslations.save', { language })}
        </button>
        {entry.overrides[locale] ? (
          <button type="button" className="button button--ghost" disabled={isBusy} onClick={onReset}>
            {t('adminTranslations.reset', { language })}
          </button>
        ) : null}
      </div>
    </form>
  )
}
