import { useId } from 'react'
import { isLocale, LOCALES } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useSwitchLanguage } from '../../i18n/use-switch-language'
import { useT } from '../../i18n/use-t'

/** English / Ελληνικά / Русский, each written in its own language. */
export function LanguageSwitcher() {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const switchLanguage = useSwitchLanguage()
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={locale}
        onChange={(event) => {
          const choice = event.target.value
          if (isLocale(choice)) void switchLanguage(choice)
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  )
}
