import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AdminNav } from '../components/admin/layout/admin-nav'
import { RequireSession } from '../session/require-session'

/**
 * The back office's frame: only admins get past it (the server refuses everyone else on every call as well), and
 * every page under /admin is its own lazily loaded file route, marked noindex by its path.
 */
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
})

// Spec §6: the Admin Dashboard is for admins only.
const ROLES = ['admin'] as const

function AdminLayout() {
  return (
    <RequireSession roles={ROLES} refusalKey="guard.adminOnly" titleKey="admin.title">
      {() => (
        <div className="admin-layout">
          <AdminNav />
          <div className="admin-layout__page">
            <Outlet />
          </div>
        </div>
      )}
    </RequireSession>
  )
}
