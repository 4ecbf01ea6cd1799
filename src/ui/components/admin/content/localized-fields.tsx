import { useId } from 'react'
import { LOCALES, type Locale, type LocalizedText } from '@domain/i18n/localized-text'
import { useT, type TextKey } from '../../../i18n/use-t'

type LocalizedFieldsProps = {
  legend: TextKey
  value: LocalizedText
  onChange: (value: LocalizedText) => void
  /** English is required (the contract's rule for names, titles and questions). */
  isRequired?: boolean
  isMultiline?: boolean
  maxLength: number
  /** Only these languages (the article editor shows one at a time). */
  locales?: readonly Locale[]
}

/** One text in each language, each field labelled with its language. */
export function LocalizedFields({
  legend,
  value,
  onChange,
  isRequired = false,
  isMultiline = false,
  maxLength,
  locales = LOCALES,
}: LocalizedFieldsProps) {
  const t = useT()
  const id = useId()
  return (
    <fieldset className="localized-fields">
      <legend>{t(legend)}</legend>
      {locales.map((locale) => {
        const fieldId = `${id}-${locale}`
        const props = {
          id: fieldId,
          lang: locale,
          maxLength,
          required: isRequired && locale === 'en',
          value: value[locale] ?? '',
          onChange: (event: { target: { value: string } }) =>
            onChange({ ...value, [locale]: event.target.value }),
        }
        return (
          <div key={locale} className="field">
            <label htmlFor={fieldId}>{t(`language.${locale}`)}</label>
            {isMultiline ? (
              <textarea rows={isMultiline ? 4 : 1} {...props} />
            ) : (
              <input type="text" {...props} />
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
