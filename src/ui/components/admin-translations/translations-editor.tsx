import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type FormEvent } from 'react'
import { isTranslatedLocale, type TranslationFilter } from '@domain/i18n/translation-entry'
import { LOCALES } from '@domain/i18n/localized-text'
import { useT } from '../../i18n/use-t'
import { adminTranslationsQuery } from '../../queries/admin-translations'
import { usePorts } from '../../use-router-context'
import { useAdminId } from '../admin/kit/use-admin-id'
import { InfoPage } from '../info-page'
import { Pagination } from '../pagination'
import { TranslationReportSummary } from './translation-report'
import { TranslationRow } from './translation-row'
import type { EditOutcome } from './use-translation-edit'

type TranslationsEditorProps = {
  filter: TranslationFilter
  onFilter: (filter: Omit<TranslationFilter, 'page'>) => void
  searchFor: (page: number) => Record<string, unknown>
}

/**
 * The interface texts in en, el and ru: the report of keys still to translate, a search, and each text editable
 * in place. One outcome line above the table says what the last save did; focus goes there after each action.
 */
export function TranslationsEditor({ filter, onFilter, searchFor }: TranslationsEditorProps) {
  const t = useT()
  const adminId = useAdminId()
  const { adminTranslations } = usePorts()
  const query = useQuery(adminTranslationsQuery(adminTranslations, adminId, filter))
  const [outcome, setOutcome] = useState<EditOutcome | null>(null)
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const searchId = useId()
  const filterId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim()
    const missing = form.get('missing')
    onFilter({ q: q || undefined, missing: isTranslatedLocale(missing) ? missing : undefined })
  }
  const report = (next: EditOutcome) => {
    setOutcome(next)
    // The line appears with this render; move focus once it is there.
    requestAnimationFrame(() => outcomeRef.current?.focus())
  }
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0

  return (
    <InfoPage titleKey="adminTranslations.title" introKey="adminTranslations.intro" isWide>
      {query.data ? <TranslationReportSummary report={query.data.report} /> : null}
      <form
        className="admin-filters"
        role="search"
        aria-label={t('adminTranslations.search')}
        onSubmit={submit}
        // The form's fields start from the URL: a new filter from a link resets them.
        key={`${filter.q ?? ''} ${filter.missing ?? ''}`}
      >
        <label htmlFor={searchId}>{t('adminTranslations.search')}</label>
        <input id={searchId} name="q" type="search" maxLength={200} defaultValue={filter.q ?? ''} />
        <label htmlFor={filterId}>{t('adminTranslations.filter')}</label>
        <select id={filterId} name="missing" defaultValue={filter.missing ?? ''}>
          <option value="">{t('adminTranslations.filter.all')}</option>
          <option value="el">{t('adminTranslations.filter.el')}</option>
          <option value="ru">{t('adminTranslations.filter.ru')}</option>
        </select>
        <button type="submit">{t('adminTranslations.searchButton')}</button>
      </form>
      {outcome ? (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={outcome.isError ? 'alert' : 'status'}
          className={`translations-outcome${outcome.isError ? ' translations-outcome--error' : ''}`}
        >
          {t(outcome.key, outcome.values)}
        </p>
      ) : null}
      {query.isPending ? <p role="status">{t('adminTranslations.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminTranslations.failed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('adminTranslations.total', { count: query.data.total })}
        </p>
      ) : null}
      {query.data?.items.length === 0 ? <p>{t('adminTranslations.empty')}</p> : null}
      {query.data && query.data.items.length > 0 ? (
        <table className="admin-table translations-table">
          <caption className="visually-hidden">{t('adminTranslations.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminTranslations.key')}</th>
              {LOCALES.map((locale) => (
                <th scope="col" key={locale} lang={locale}>
                  {t(`language.${locale}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((entry) => (
              <TranslationRow key={entry.key} entry={entry} onOutcome={report} />
            ))}
          </tbody>
        </table>
      ) : null}
      <Pagination page={filter.page} pageCount={pageCount} searchFor={searchFor} />
    </InfoPage>
  )
}
