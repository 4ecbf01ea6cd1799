import { useId, useState, type FormEvent } from 'react'
import type { AdminBusiness } from '@domain/admin/business-directory'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { SettledOutcome } from '../kit/outcome'
import { useBusinessFailure } from './business-failure'
import { useBusinessAction } from './use-business-action'

/** Transfer ownership: the account with the address given becomes the business's one owner. */
export function OwnerPanel({ business }: { business: AdminBusiness }) {
  const t = useT()
  const failure = useBusinessFailure()
  const id = useId()
  const { adminBusinesses } = usePorts()
  const [email, setEmail] = useState('')
  const { mutation, version } = useBusinessAction((address: string) =>
    adminBusinesses.transferOwner(business.listing.id, address),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (email.trim()) mutation.mutate(email.trim())
  }
  return (
    <section className="admin-biz__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('adminBiz.ownerTitle')}</h2>
      <p>
        {business.owner
          ? t('adminBiz.ownerNow', { name: business.owner.name, email: business.owner.email })
          : t('adminBiz.noOwner')}
      </p>
      <form onSubmit={submit}>
        <div className="form-field">
          <label htmlFor={`${id}-email`} className="form-field__label">
            {t('adminBiz.newOwnerEmail')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {t('adminBiz.transfer')}
        </button>
      </form>
      <SettledOutcome
        version={version}
        failure={mutation.error ? failure(mutation.error) : null}
        success={mutation.isSuccess ? t('adminBiz.transferred', { email: mutation.variables }) : null}
      />
    </section>
  )
}
