import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { USER_ROLES, type AdminUserFilter } from '@domain/accounts/admin-user'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { formatDate } from '../../../format/format'
import { AdminFilters, choiceField } from '../kit/list-filters'
import { ListPage } from '../kit/list-page'
import type { ListUrlProps } from '../kit/list-url'
import { AdminTable } from '../kit/table'
import { adminUsersQuery } from './queries'

/** The accounts table: search by name or email, filter by role, paged on the server. */
export function UsersScreen({ filter, onFilter, searchFor }: ListUrlProps<AdminUserFilter>) {
  const t = useT()
  const locale = useLocale()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const query = useQuery(adminUsersQuery(adminUsers, adminId, filter))

  return (
    <ListPage
      titleKey="adminUsers.title"
      introKey="adminUsers.intro"
      query={query}
      texts={{ loading: 'adminUsers.loading', failed: 'adminUsers.failed', count: 'adminUsers.count' }}
      page={filter.page}
      searchFor={searchFor}
      filters={
        <AdminFilters
          label={t('adminUsers.searchLabel')}
          submitLabel={t('adminUsers.search')}
          fields={[
            { kind: 'search', name: 'q', label: t('adminUsers.query'), value: filter.q },
            choiceField({
              name: 'role',
              label: t('adminUsers.role'),
              value: filter.role,
              anyLabel: t('adminUsers.anyRole'),
              values: USER_ROLES,
              labelOf: (role) => t(`role.${role}`),
            }),
          ]}
          onFilter={(values) => onFilter({ q: values.q, role: USER_ROLES.find((r) => r === values.role) })}
        />
      }
    >
      {(users) => (
        <AdminTable
          className="admin-users-table"
          caption={t('adminUsers.title')}
          columns={[
            t('adminUsers.name'),
            t('adminUsers.email'),
            t('adminUsers.role'),
            t('adminUsers.status'),
            t('adminUsers.joined'),
          ]}
        >
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <Link to="/admin/users/$id" params={{ id: String(user.id) }}>
                  {user.name}
                </Link>
              </td>
              <td>{user.email}</td>
              <td>{t(`role.${user.role}`)}</td>
              <td>
                {user.suspendedAt ? (
                  <strong className="admin-users__suspended">{t('adminUsers.suspended')}</strong>
                ) : (
                  t('adminUsers.active')
                )}
                <div className="field-hint">
                  {t(user.isVerified ? 'adminUsers.verified' : 'adminUsers.unverified')}
                </div>
              </td>
              <td>
                <time dateTime={user.createdAt}>{formatDate(user.createdAt, locale)}</time>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </ListPage>
  )
}
