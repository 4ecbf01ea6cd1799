import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { USER_ROLES, type AdminUserFilter, type AdminUserSummary } from '@domain/accounts/admin-user'
import type { UserRole } from '@domain/session/session-user'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { InfoPage } from '../info-page'
import { Pagination } from '../pagination'
import { useAdminId } from '../admin/kit/use-admin-id'
import { adminUsersQuery } from './admin-users-queries'

type AdminUsersListProps = {
  filter: AdminUserFilter
  onFilter: (filter: { q?: string; role?: UserRole }) => void
  searchFor: (page: number) => Record<string, unknown>
}

/** The accounts table: search by name or email, filter by role, paged on the server. */
export function AdminUsersList({ filter, onFilter, searchFor }: AdminUsersListProps) {
  const t = useT()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const query = useQuery(adminUsersQuery(adminUsers, adminId, filter))
  const queryId = useId()
  const roleId = useId()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const q = String(form.get('q') ?? '').trim() || undefined
    const role = USER_ROLES.find((r) => r === form.get('role'))
    onFilter({ q, role })
  }
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0

  return (
    <InfoPage titleKey="adminUsers.title" introKey="adminUsers.intro" isWide>
      <form
        className="admin-filters"
        role="search"
        aria-label={t('adminUsers.searchLabel')}
        onSubmit={submit}
      >
        <label htmlFor={queryId}>{t('adminUsers.query')}</label>
        <input id={queryId} name="q" type="search" maxLength={200} defaultValue={filter.q ?? ''} />
        <label htmlFor={roleId}>{t('adminUsers.role')}</label>
        <select id={roleId} name="role" defaultValue={filter.role ?? ''}>
          <option value="">{t('adminUsers.anyRole')}</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </select>
        <button type="submit">{t('adminUsers.search')}</button>
      </form>
      {query.isPending ? <p role="status">{t('adminUsers.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('adminUsers.failed')}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t('adminUsers.count', { count: query.data.total })}
        </p>
      ) : null}
      {query.data && query.data.items.length > 0 ? <UsersTable users={query.data.items} /> : null}
      <Pagination page={filter.page} pageCount={pageCount} searchFor={searchFor} />
    </InfoPage>
  )
}

function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <table className="admin-table admin-users-table">
      <caption className="visually-hidden">{t('adminUsers.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminUsers.name')}</th>
          <th scope="col">{t('adminUsers.email')}</th>
          <th scope="col">{t('adminUsers.role')}</th>
          <th scope="col">{t('adminUsers.status')}</th>
          <th scope="col">{t('adminUsers.joined')}</th>
        </tr>
      </thead>
      <tbody>
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
              <time dateTime={user.createdAt}>{new Date(user.createdAt).toLocaleDateString(locale)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
