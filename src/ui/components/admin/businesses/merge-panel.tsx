import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { AdminBusiness, MergeOutcome } from '@domain/admin/business-directory'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { Dialog } from '../../dialog/dialog'
import { SettledOutcome } from '../kit/outcome'
import { useBusinessFailure } from './business-failure'
import { useBusinessAction } from './use-business-action'

type Target = { id: number; name: string }

/**
 * Merges this business (a duplicate) into another: the kept one is looked up first, and a confirmation names both
 * before anything moves, since the duplicate is deleted.
 */
export function MergePanel({
  business,
  name,
  onMerged,
}: {
  business: AdminBusiness
  name: string
  onMerged: (outcome: MergeOutcome) => void
}) {
  const t = useT()
  const failure = useBusinessFailure()
  const locale = useLocale()
  const id = useId()
  const { adminBusinesses } = usePorts()
  const [intoId, setIntoId] = useState('')
  const [target, setTarget] = useState<Target | null>(null)
  const [lookupTries, setLookupTries] = useState(0)
  // Looking the kept business up changes nothing, so nothing cached goes.
  const lookup = useMutation({
    mutationFn: async (keptId: number): Promise<Target> => {
      const kept = await adminBusinesses.business(keptId)
      return { id: keptId, name: pickText(kept.listing.name, locale) || kept.listing.slug }
    },
  })
  const merge = useBusinessAction((keptId: number) => adminBusinesses.merge(business.listing.id, keptId))

  const find = (event: FormEvent) => {
    event.preventDefault()
    const keptId = Number(intoId)
    if (!Number.isInteger(keptId) || keptId < 1) return
    setLookupTries((n) => n + 1)
    lookup.mutate(keptId, { onSuccess: setTarget })
  }
  const confirm = () => {
    if (!target) return
    merge.mutation.mutate(target.id, {
      onSuccess: (outcome) => {
        setTarget(null)
        onMerged(outcome)
      },
    })
  }
  const error = lookup.error ?? merge.mutation.error

  return (
    <section className="admin-biz__panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('adminBiz.merge.title')}</h2>
      <p>{t('adminBiz.merge.intro')}</p>
      <form onSubmit={find}>
        <div className="form-field">
          <label htmlFor={`${id}-into`} className="form-field__label">
            {t('adminBiz.merge.intoId')}
          </label>
          <input
            id={`${id}-into`}
            inputMode="numeric"
            pattern="[0-9]*"
            required
            value={intoId}
            onChange={(e) => setIntoId(e.target.value.replace(/[^0-9]/g, ''))}
          />
        </div>
        <button type="submit" className="button" disabled={lookup.isPending}>
          {t('adminBiz.merge.review')}
        </button>
      </form>
      <SettledOutcome
        version={lookupTries + merge.version}
        failure={error ? failure(error) : null}
        success={null}
      />
      <Dialog
        isOpen={target !== null}
        onClose={() => setTarget(null)}
        title={t('adminBiz.merge.confirmTitle')}
      >
        {target ? (
          <>
            <p>
              {t('adminBiz.merge.confirmText', {
                duplicate: name,
                duplicateId: business.listing.id,
                kept: target.name,
                keptId: target.id,
              })}
            </p>
            <div className="admin-biz__actions">
              <button
                type="button"
                className="button button--danger"
                disabled={merge.mutation.isPending}
                onClick={confirm}
              >
                {t('adminBiz.merge.confirm', { duplicate: name, kept: target.name })}
              </button>
              <button type="button" className="button" onClick={() => setTarget(null)}>
                {t('adminBiz.merge.cancel')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </section>
  )
}
