import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { BusinessSummary } from '@domain/business/business'
import type { Claim } from '@domain/claims/claim'
import { pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { claimKeys, myClaimsQuery } from '../../queries/claims'
import { usePorts } from '../../use-router-context'
import { ClaimMethodForm } from './claim-method-form'
import { ClaimProof } from './claim-proof'
import { ClaimSearch } from './claim-search'

/**
 * The claim page's steps: find the listing, choose the proof, then give it (a code or a document) and see where the
 * claim stands. `claimId` resumes a claim (from "Your claims").
 */
export function ClaimFlow({
  userId,
  claimId,
  onClaimChosen,
}: {
  userId: string
  claimId: number | undefined
  onClaimChosen(claimId: number | undefined): void
}) {
  const t = useT()
  const locale = useLocale()
  const { claims } = usePorts()
  const queryClient = useQueryClient()
  const mine = useQuery(myClaimsQuery(claims, userId))
  const [business, setBusiness] = useState<BusinessSummary | null>(null)
  const claim = claimId === undefined ? undefined : mine.data?.find((c) => c.id === claimId)
  const stepHeading = useRef<HTMLHeadingElement>(null)

  // Each step starts at its heading, so a keyboard or screen reader user continues from there.
  useEffect(() => stepHeading.current?.focus(), [business, claimId])

  const keep = (changed: Claim) =>
    queryClient.setQueryData(claimKeys.mine(userId), (list: Claim[] | undefined) =>
      list?.map((c) => (c.id === changed.id ? changed : c)),
    )
  const opened = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: claimKeys.mine(userId) })
    setBusiness(null)
    onClaimChosen(id)
  }

  if (claim)
    return (
      <section className="claim-flow">
        <h2 ref={stepHeading} tabIndex={-1}>
          {t('claim.chosen', { name: pickText(claim.businessName, locale) })}
        </h2>
        <ClaimProof claim={claim} onChanged={keep} />
      </section>
    )
  if (business)
    return (
      <section className="claim-flow">
        <h2 ref={stepHeading} tabIndex={-1}>
          {t('claim.chosen', { name: pickText(business.name, locale) })}
        </h2>
        <ClaimMethodForm businessId={business.id} onOpened={(id) => void opened(id)} />
        <button type="button" className="button button--link" onClick={() => setBusiness(null)}>
          {t('claim.chooseAnother')}
        </button>
      </section>
    )
  return (
    <section className="claim-flow">
      <p>{t('claim.steps')}</p>
      <ClaimSearch onChoose={setBusiness} />
    </section>
  )
}
