import { LOCALES } from '@domain/i18n/localized-text'
import { withinLimit } from '@domain/plans/plan-features'
import { useT } from '../../../i18n/use-t'
import { VoiceDictation } from '../../voice/voice-dictation'
import { UpgradeLink } from './plan-limit'
import type { SectionProps } from './section-props'

/**
 * Name and description in each language; each description counts towards the plan's length limit and can be
 * dictated (spec §1: voice input in text fields).
 */
export function TextsFields({ idPrefix, form, onChange, features }: SectionProps) {
  const t = useT()
  const max = features.max_description_length
  return (
    <fieldset className="listing-section">
      <legend>{t('listing.texts')}</legend>
      <p className="form-field__hint">{t('listing.textsHint')}</p>
      {LOCALES.map((locale) => {
        const language = t(`listing.lang.${locale}`)
        const description = form.description[locale] ?? ''
        const isOver = !withinLimit(features, 'max_description_length', description.length)
        const id = `${idPrefix}-${locale}`
        return (
          <div key={locale} className="listing-language" lang={locale}>
            <div className="form-field">
              <label htmlFor={`${id}-name`} className="form-field__label">
                {t('listing.name', { language })}
              </label>
              <input
                id={`${id}-name`}
                className="form-field__input"
                maxLength={200}
                value={form.name[locale] ?? ''}
                onChange={(e) => onChange({ name: { ...form.name, [locale]: e.target.value } })}
              />
            </div>
            <div className="form-field" data-invalid={isOver || undefined}>
              <label htmlFor={`${id}-description`} className="form-field__label">
                {t('listing.description', { language })}
              </label>
              <textarea
                id={`${id}-description`}
                className="form-field__input"
                rows={4}
                value={description}
                aria-describedby={`${id}-count`}
                aria-invalid={isOver || undefined}
                onChange={(e) => onChange({ description: { ...form.description, [locale]: e.target.value } })}
              />
              <VoiceDictation
                value={description}
                onChange={(text) => onChange({ description: { ...form.description, [locale]: text } })}
              />
              <p id={`${id}-count`} className="form-field__hint">
                {t('listing.descriptionCount', { count: description.length, max })}
              </p>
              {isOver ? (
                <p className="form-field__error">
                  {t('listing.limit.max_description_length', { limit: max })} <UpgradeLink />
                </p>
              ) : null}
            </div>
          </div>
        )
      })}
    </fieldset>
  )
}
