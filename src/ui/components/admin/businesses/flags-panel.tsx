import { useId, useState, type FormEvent } from 'react'
import type { AdminBusiness, BusinessFlags } from '@domain/admin/business-directory'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { SettledOutcome } from '../kit/outcome'
import { useBusinessFailure } from './business-failure'
import { useBusinessAction } from './use-business-action'

/** The verified badge and the featured flag: the admin's word, whatever the plan. */
export function FlagsPanel({ business }: { business: AdminBusiness }) {
  const t = useT()
  const failure = useBusinessFailure()
  const id = useId()
  const { adminBusinesses } = usePorts()
  const [flags, setFlags] = useState<BusinessFlags>({
    verified: business.verified,
    featured: business.listing.featured,
  })
  const { mutation, version } = useBusinessAction((changes: BusinessFlags) =>
    adminBusinesses.setFlags(business.listing.id, changes),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mutation.mutate(flags)
  }
  return (
    <section className="admin-biz__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('adminBiz.flags')}</h2>
      <form onSubmit={submit}>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={flags.verified}
            onChange={(e) => setFlags((f) => ({ ...f, verified: e.target.checked }))}
          />
          {t('adminBiz.verified')}
        </label>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={flags.featured}
            onChange={(e) => setFlags((f) => ({ ...f, featured: e.target.checked }))}
          />
          {t('adminBiz.featured')}
        </label>
        <button type="submit" className="button" disabled={mutation.isPending}>
          {t('adminBiz.saveFlags')}
        </button>
      </form>
      <SettledOutcome
        version={version}
        failure={mutation.error ? failure(mutation.error) : null}
        success={mutation.isSuccess ? t('adminBiz.flagsSaved') : null}
      />
    </section>
  )
}
