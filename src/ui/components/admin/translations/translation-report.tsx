import { Link } from '@tanstack/react-router'
import { TRANSLATED_LOCALES, type TranslationReport } from '@domain/i18n/translation-entry'
import { useId } from 'react'
import { useT } from '../../../i18n/use-t'

/** How many keys Greek and Russian still lack or leave in English, each a link to exactly those keys. */
export function TranslationReportSummary({ report }: { report: TranslationReport }) {
  const t = useT()
  const headingId = useId()
  return (
    <section className="translations-report" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminTranslations.report')}</h2>
      <p>{t('adminTranslations.report.keys', { count: report.keys })}</p>
      <ul>
        {TRANSLATED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link to="/admin/translations" search={{ missing: locale }}>
              {t('adminTranslations.report.line', {
                language: t(`language.${locale}`),
                missing: report[locale].missing,
                identical: report[locale].identical,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
