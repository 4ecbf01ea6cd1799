import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { listingProblems, type ListingProblem } from '@domain/business/listing'
import { EMPTY_LISTING_FORM, type ListingForm } from '@domain/business/listing-draft'
import { fromListingForm } from '@domain/business/listing-form'
import { BASIC_PLAN } from '@domain/plans/plan-features'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { InfoPage } from '../../info-page'
import { LISTING_PARTS } from '../../owner/listing-editor/listing-editor'
import { SettledOutcome } from '../kit/outcome'
import { useBusinessFailure } from './business-failure'

/**
 * An admin adds a business with the owner's form parts; it is public at once. A new business is on Basic, so
 * Basic's limits show, as they do for an owner.
 */
export function NewBusinessScreen() {
  const t = useT()
  const failure = useBusinessFailure()
  const { adminBusinesses } = usePorts()
  const [form, setForm] = useState<ListingForm>(EMPTY_LISTING_FORM)
  const [ownerEmail, setOwnerEmail] = useState('')
  const [problem, setProblem] = useState<ListingProblem | null>(null)
  const [version, setVersion] = useState(0)
  const emailId = useId()
  const create = useMutation({
    mutationFn: () => adminBusinesses.create(fromListingForm(form), ownerEmail.trim() || undefined),
    onSettled: () => setVersion((v) => v + 1),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const [found] = listingProblems(fromListingForm(form))
    setProblem(found ?? null)
    setVersion((v) => v + 1)
    if (!found) create.mutate()
  }

  return (
    <InfoPage titleKey="adminBiz.addTitle" introKey="adminBiz.addIntro" isWide>
      <p>
        <Link to="/admin/businesses">{t('adminBiz.back')}</Link>
      </p>
      {create.isSuccess ? (
        <SettledOutcome
          version={version}
          failure={null}
          success={
            <>
              {t('adminBiz.added')}{' '}
              <Link to="/admin/businesses/$id" params={{ id: String(create.data.id) }}>
                {t('adminBiz.openAdded')}
              </Link>
            </>
          }
        />
      ) : (
        <form className="listing-editor" onSubmit={submit} noValidate>
          {LISTING_PARTS.map((Part, index) => (
            <Part
              key={index}
              idPrefix="admin-new"
              form={form}
              features={BASIC_PLAN}
              onChange={(changes) => setForm((current) => ({ ...current, ...changes }))}
            />
          ))}
          <fieldset className="listing-section">
            <div className="form-field">
              <label htmlFor={emailId} className="form-field__label">
                {t('adminBiz.ownerEmail')}
              </label>
              <input
                id={emailId}
                type="email"
                autoComplete="off"
                maxLength={254}
                value={ownerEmail}
                onChange={(e) => setOwnerEmail(e.target.value)}
              />
              <p className="form-field__hint">{t('adminBiz.ownerEmailHint')}</p>
            </div>
          </fieldset>
          <SettledOutcome
            version={version}
            failure={problem ? t(`listing.problem.${problem}`) : create.error ? failure(create.error) : null}
            success={null}
          />
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('adminBiz.adding') : t('adminBiz.addSubmit')}
          </button>
        </form>
      )}
    </InfoPage>
  )
}
