import { useQuery } from '@tanstack/react-query'
import {
  isTranslatedLocale,
  TRANSLATED_LOCALES,
  type TranslationFilter,
} from '@domain/i18n/translation-entry'
import { LOCALES } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { adminTranslationsQuery } from '../../../queries/admin-translations'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { AdminFilters, choiceField } from '../kit/list-filters'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { useOutcome } from '../kit/outcome'
import { AdminTable } from '../kit/table'
import { TranslationReportSummary } from './translation-report'
import { TranslationRow } from './translation-row'
import type { EditOutcome } from './use-translation-edit'

/**
 * The interface texts in en, el and ru: the report of keys still to translate, a search, and each text editable
 * in place. One outcome line above the table says what the last save did; focus goes there after each action.
 */
export function TranslationsScreen({ filter, onFilter, searchFor }: ListUrlProps<TranslationFilter>) {
  const t = useT()
  const adminId = useAdminId()
  const { adminTranslations } = usePorts()
  const query = useQuery(adminTranslationsQuery(adminTranslations, adminId, filter))
  const outcome = useOutcome()
  const report = (next: EditOutcome) =>
    outcome.show({ kind: next.isError ? 'failed' : 'done', text: t(next.key, next.values) })

  return (
    <ListPage
      titleKey="adminTranslations.title"
      introKey="adminTranslations.intro"
      query={query}
      texts={{
        loading: 'adminTranslations.loading',
        failed: 'adminTranslations.failed',
        count: 'adminTranslations.total',
        empty: 'adminTranslations.empty',
      }}
      page={filter.page}
      searchFor={searchFor}
      header={query.data ? <TranslationReportSummary report={query.data.report} /> : null}
      filters={
        <AdminFilters
          label={t('adminTranslations.search')}
          submitLabel={t('adminTranslations.searchButton')}
          fields={[
            { kind: 'search', name: 'q', label: t('adminTranslations.search'), value: filter.q },
            choiceField({
              name: 'missing',
              label: t('adminTranslations.filter'),
              value: filter.missing,
              anyLabel: t('adminTranslations.filter.all'),
              values: TRANSLATED_LOCALES,
              labelOf: (locale) => t(`adminTranslations.filter.${locale}`),
            }),
          ]}
          onFilter={(values) =>
            onFilter({
              q: values.q,
              missing: isTranslatedLocale(values.missing) ? values.missing : undefined,
            })
          }
        />
      }
      toolbar={outcome.view}
    >
      {(entries) => (
        <AdminTable
          className="translations-table"
          caption={t('adminTranslations.title')}
          columns={[
            t('adminTranslations.key'),
            ...LOCALES.map((locale) => ({ label: t(`language.${locale}`), lang: locale })),
          ]}
        >
          {entries.map((entry) => (
            <TranslationRow key={entry.key} entry={entry} onOutcome={report} />
          ))}
        </AdminTable>
      )}
    </ListPage>
  )
}
