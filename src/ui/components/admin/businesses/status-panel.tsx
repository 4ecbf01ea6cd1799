import { useId, useState, type FormEvent } from 'react'
import type { AdminBusiness } from '@domain/admin/business-directory'
import { MAX_DECISION_REASON } from '@domain/claims/claim'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { SettledOutcome } from '../kit/outcome'
import { useBusinessFailure } from './business-failure'
import { useBusinessAction } from './use-business-action'

/** Unpublish a public business (with a reason, for the audit trail) or publish it again. */
export function StatusPanel({ business, name }: { business: AdminBusiness; name: string }) {
  const t = useT()
  const failure = useBusinessFailure()
  const id = useId()
  const { adminBusinesses } = usePorts()
  const [reason, setReason] = useState('')
  const { listing } = business
  const { mutation, version } = useBusinessAction(
    (input: { status: 'approved' | 'unpublished'; reason?: string }) =>
      adminBusinesses.setStatus(listing.id, input.status, input.reason),
  )
  const isPublic = listing.status === 'approved'
  const canSwitch = isPublic || listing.status === 'unpublished'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(
      isPublic ? { status: 'unpublished', reason: reason.trim() || undefined } : { status: 'approved' },
    )
  }

  return (
    <section className="admin-biz__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('adminBiz.publication')}</h2>
      {!canSwitch ? (
        <p>{t('adminBiz.decideInQueue')}</p>
      ) : (
        <form onSubmit={submit}>
          {isPublic ? (
            <div className="form-field">
              <label htmlFor={`${id}-reason`} className="form-field__label">
                {t('adminBiz.unpublishReason')}
              </label>
              <textarea
                id={`${id}-reason`}
                rows={2}
                maxLength={MAX_DECISION_REASON}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          ) : null}
          <button type="submit" className="button" disabled={mutation.isPending}>
            {isPublic ? t('adminBiz.unpublish', { name }) : t('adminBiz.republish', { name })}
          </button>
        </form>
      )}
      <SettledOutcome
        version={version}
        failure={mutation.error ? failure(mutation.error) : null}
        success={
          mutation.isSuccess
            ? t(mutation.variables.status === 'approved' ? 'adminBiz.republished' : 'adminBiz.unpublished')
            : null
        }
      />
    </section>
  )
}
