import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useRef, useState, type FormEvent } from 'react'
import { fromListingForm } from '@domain/business/listing-form'
import { pickText } from '@domain/i18n/localized-text'
import { BASIC_PLAN } from '@domain/plans/plan-features'
import { FormMessage } from '../components/account/form-field'
import { LISTING_PARTS } from '../components/owner/listing-editor/listing-editor'
import {
  LISTING_STEPS,
  stepProblem,
  type StepProblem,
} from '../components/owner/listing-editor/listing-steps'
import { ListingError } from '../components/owner/listing-editor/plan-limit'
import { useListingDraft } from '../components/owner/listing-editor/use-listing-draft'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { ownerKeys } from '../queries/owners'
import { useSession } from '../session/session-context'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/add-business')({
  head: ({ match }) => pageHead(match, 'addBusiness.title'),
  component: AddBusinessPage,
})

/**
 * A multi-step form; a new business is on Basic, so Basic's limits show. The draft is kept in the browser on
 * every change, so a visitor who signs in first comes back to what they typed.
 */
function AddBusinessPage() {
  const t = useT()
  const locale = useLocale()
  const { listingDraft, owners } = usePorts()
  const session = useSession()
  const queryClient = useQueryClient()
  const draft = useListingDraft(listingDraft)
  const { form } = draft
  const [step, setStep] = useState(0)
  const [problem, setProblem] = useState<StepProblem | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // What was added, for the confirmation: the draft itself is cleared once the business is added.
  const [addedName, setAddedName] = useState('')

  const add = useMutation({
    mutationFn: () => owners.addListing(fromListingForm(form)),
    onSuccess: async () => {
      setAddedName(pickText(form.name, locale))
      draft.clear()
      await queryClient.invalidateQueries({ queryKey: ownerKeys.all })
    },
  })

  const isLast = step === LISTING_STEPS.length - 1
  const Part = LISTING_PARTS[step]
  const current = LISTING_STEPS[step]
  const go = (next: number) => {
    setStep(next)
    heading.current?.focus()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = stepProblem(form, step)
    setProblem(found)
    if (found) return
    if (!isLast) return go(step + 1)
    add.mutate()
  }

  if (add.isSuccess) {
    return (
      <article className="page page--narrow">
        <h1>{t('addBusiness.doneTitle')}</h1>
        <p role="status">{t('addBusiness.doneText', { name: addedName })}</p>
        <p>{t('addBusiness.photosLater')}</p>
        <Link to="/business-portal" className="button">
          {t('addBusiness.toPortal')}
        </Link>
      </article>
    )
  }

  return (
    <article className="page page--narrow add-business">
      <h1>{t('addBusiness.title')}</h1>
      <p className="lead">{t('addBusiness.intro')}</p>
      {session.status === 'signedOut' ? (
        <p className="form-message">
          {t('addBusiness.signIn')}{' '}
          <Link to="/login" search={{ redirect: '/add-business' }}>
            {t('addBusiness.signInLink')}
          </Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <h2 ref={heading} tabIndex={-1}>
          {t('addBusiness.step', {
            n: step + 1,
            total: LISTING_STEPS.length,
            title: current ? t(current.titleKey) : '',
          })}
        </h2>
        {Part ? (
          <Part idPrefix="add-business" form={form} features={BASIC_PLAN} onChange={draft.change} />
        ) : null}
        {isLast ? <p>{t('addBusiness.photosLater')}</p> : null}
        {problem ? <FormMessage kind="error">{t(`listing.problem.${problem}`)}</FormMessage> : null}
        {add.isError ? <ListingError error={add.error} /> : null}
        <p className="add-business__nav">
          {step > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => go(step - 1)}>
              {t('addBusiness.back')}
            </button>
          ) : null}{' '}
          {isLast && session.status !== 'signedIn' ? (
            <Link to="/login" search={{ redirect: '/add-business' }} className="button">
              {t('addBusiness.signInLink')}
            </Link>
          ) : (
            <button type="submit" className="button" disabled={add.isPending}>
              {isLast
                ? t(add.isPending ? 'addBusiness.submitting' : 'addBusiness.submit')
                : t('addBusiness.next')}
            </button>
          )}
        </p>
      </form>
    </article>
  )
}
