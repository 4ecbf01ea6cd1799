import { useQuery } from '@tanstack/react-query'
import type { AuditEntry, AuditFilter } from '@domain/admin/audit'
import { describeAuditEntry } from '@domain/admin/audit-sentence'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { auditQuery } from '../../../queries/audit'
import { usePorts } from '../../../use-router-context'
import { formatMoment } from '../../../format/format'
import { AdminFilters } from '../kit/list-filters'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { useAdminId } from '../kit/use-admin-id'
import { AdminTable } from '../kit/table'

/** The audit trail: who changed what, before and after, when and from where; searchable, read-only. */
export function AuditScreen({ filter, onFilter, searchFor }: ListUrlProps<AuditFilter>) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { audit } = usePorts()
  const query = useQuery(auditQuery(audit, adminId, filter))

  return (
    <ListPage
      titleKey="audit.title"
      introKey="audit.intro"
      query={query}
      texts={{ loading: 'audit.loading', failed: 'audit.failed', count: 'audit.count' }}
      page={filter.page}
      searchFor={searchFor}
      filters={
        <AdminFilters
          label={t('audit.searchLabel')}
          submitLabel={t('audit.search')}
          fields={[
            { kind: 'search', name: 'actor', label: t('audit.actor'), value: filter.actor },
            {
              kind: 'search',
              name: 'entity',
              label: t('audit.entity'),
              value: filter.entity,
              pattern: '[a-z_]+(:[A-Za-z0-9_.\\-]{1,100})?',
              hint: t('audit.entityHint'),
            },
          ]}
          onFilter={(values) => onFilter({ actor: values.actor, entity: values.entity })}
        />
      }
    >
      {(entries) => (
        <AdminTable
          caption={t('audit.title')}
          columns={[t('audit.when'), t('audit.who'), t('audit.what'), t('audit.change')]}
        >
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt, locale)}</time>
                {entry.ip ? <div className="field-hint">{entry.ip}</div> : null}
              </td>
              <td>
                {entry.actorEmail}
                <div className="field-hint">{t(`role.${roleOf(entry)}`)}</div>
              </td>
              <td>
                <AuditWhat entry={entry} />
              </td>
              <td>
                <ChangeDetails entry={entry} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </ListPage>
  )
}

// The trail keeps roles as text; one the catalog does not know reads as a plain user.
function roleOf(entry: AuditEntry): 'user' | 'business_owner' | 'admin' {
  return entry.actorRole === 'admin' || entry.actorRole === 'business_owner' ? entry.actorRole : 'user'
}

// What happened in the reader's language; the operation and the entity stay below as the technical detail.
function AuditWhat({ entry }: { entry: AuditEntry }) {
  const t = useT()
  const locale = useLocale()
  const sentence = describeAuditEntry(entry, locale)
  return (
    <>
      {t(sentence.key, sentence.params)}
      <div className="field-hint">
        <span className="visually-hidden">{t('audit.operation')}: </span>
        <code>{entry.action}</code> · {entry.entityType}
        {entry.entityId ? ` #${entry.entityId}` : ''}
      </div>
    </>
  )
}

function ChangeDetails({ entry }: { entry: AuditEntry }) {
  const t = useT()
  return (
    <details>
      <summary>{t('audit.details')}</summary>
      <dl className="audit-change">
        <dt>{t('audit.before')}</dt>
        <dd>
          <pre>{entry.before === null ? t('audit.notRecorded') : JSON.stringify(entry.before, null, 2)}</pre>
        </dd>
        <dt>{t('audit.after')}</dt>
        <dd>
          <pre>{entry.after === null ? t('audit.notRecorded') : JSON.stringify(entry.after, null, 2)}</pre>
        </dd>
      </dl>
    </details>
  )
}
