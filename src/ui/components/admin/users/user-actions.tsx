import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { USER_ROLES, type AdminUserDetail } from '@domain/accounts/admin-user'
import type { UserRole } from '@domain/session/session-user'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { adminUsersKeys } from './queries'
import { useFailureText, type FailureCodes } from '../kit/failure'
import { useOutcome } from '../kit/outcome'

// The refusals an admin can act on; anything else reads as a plain failure.
const REFUSALS: FailureCodes = {
  LAST_ADMIN: 'adminUser.error.LAST_ADMIN',
  ALREADY_VERIFIED: 'adminUser.error.ALREADY_VERIFIED',
}

type Action =
  | { kind: 'role'; role: UserRole }
  | { kind: 'suspend'; reason: string }
  | { kind: 'unsuspend' }
  | { kind: 'resend' }
  | { kind: 'reset' }

/** The admin's actions on an account, each ending with its outcome focused. */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const t = useT()
  const adminId = useAdminId()
  const { adminUsers } = usePorts()
  const queryClient = useQueryClient()
  const outcome = useOutcome()
  const failure = useFailureText('adminUser.actionFailed', REFUSALS)
  const [role, setRole] = useState<UserRole>(user.role)
  const [reason, setReason] = useState('')
  const [isConfirming, setIsConfirming] = useState(false)
  const roleId = useId()
  const reasonId = useId()

  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<AdminUserDetail | null> => {
      if (action.kind === 'role') return adminUsers.setRole(user.id, action.role)
      if (action.kind === 'suspend') return adminUsers.suspend(user.id, action.reason)
      if (action.kind === 'unsuspend') return adminUsers.unsuspend(user.id)
      if (action.kind === 'resend') await adminUsers.resendVerification(user.id)
      else await adminUsers.startPasswordReset(user.id)
      return null
    },
    onSuccess: (updated, action) => {
      if (updated) queryClient.setQueryData(adminUsersKeys.user(adminId, user.id), updated)
      void queryClient.invalidateQueries({ queryKey: adminUsersKeys.users(adminId) })
      setIsConfirming(false)
      setReason('')
      outcome.succeed(successText(action))
    },
    onError: (error) => {
      setRole(user.role)
      outcome.fail(failure(error))
    },
  })

  const successText = (action: Action): string => {
    if (action.kind === 'role') return t('adminUser.roleSaved', { role: t(`role.${action.role}`) })
    if (action.kind === 'suspend') return t('adminUser.suspended')
    if (action.kind === 'unsuspend') return t('adminUser.unsuspended')
    return t(action.kind === 'resend' ? 'adminUser.verificationSent' : 'adminUser.resetSent')
  }
  const run = (action: Action) => {
    outcome.clear()
    mutation.mutate(action)
  }
  const saveRole = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    run({ kind: 'role', role })
  }
  const askToSuspend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (reason.trim().length >= 3) setIsConfirming(true)
  }
  const isBusy = mutation.isPending

  return (
    <section aria-labelledby="admin-user-actions" className="admin-user__actions">
      <h2 id="admin-user-actions">{t('adminUser.actions')}</h2>
      {outcome.view}
      <form onSubmit={saveRole} className="admin-user__action">
        <label htmlFor={roleId}>{t('adminUsers.role')}</label>
        <select
          id={roleId}
          value={role}
          onChange={(e) => setRole(USER_ROLES.find((r) => r === e.target.value) ?? role)}
        >
          {USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </select>
        <button type="submit" disabled={isBusy || role === user.role}>
          {t('adminUser.saveRole')}
        </button>
      </form>

      {user.suspendedAt ? (
        <p className="admin-user__action">
          <button type="button" disabled={isBusy} onClick={() => run({ kind: 'unsuspend' })}>
            {t('adminUser.unsuspend')}
          </button>
        </p>
      ) : (
        <form onSubmit={askToSuspend} className="admin-user__action">
          <label htmlFor={reasonId}>{t('adminUser.suspendReason')}</label>
          <textarea
            id={reasonId}
            required
            minLength={3}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {isConfirming ? (
            <div role="group" aria-label={t('adminUser.suspend')} className="admin-user__confirm">
              <p>{t('adminUser.suspendConfirm', { name: user.name })}</p>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => run({ kind: 'suspend', reason: reason.trim() })}
              >
                {t('adminUser.confirmSuspend')}
              </button>
              <button type="button" onClick={() => setIsConfirming(false)}>
                {t('adminUser.cancel')}
              </button>
            </div>
          ) : (
            <button type="submit" disabled={isBusy}>
              {t('adminUser.suspend')}
            </button>
          )}
        </form>
      )}

      <p className="admin-user__action">
        {user.isVerified ? null : (
          <button type="button" disabled={isBusy} onClick={() => run({ kind: 'resend' })}>
            {t('adminUser.resendVerification')}
          </button>
        )}
        <button type="button" disabled={isBusy} onClick={() => run({ kind: 'reset' })}>
          {t('adminUser.startReset')}
        </button>
      </p>
    </section>
  )
}
