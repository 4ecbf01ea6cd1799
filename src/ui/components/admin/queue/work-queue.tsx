import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import type { ClaimDecision, QueueBusiness, QueueClaim, QueueListing } from '@domain/claims/claim'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT, type TextKey, type TextValues } from '../../../i18n/use-t'
import { claimKeys, queueClaimsQuery, queueListingsQuery } from '../../../queries/claims'
import { usePorts } from '../../../use-router-context'
import { useOutcome } from '../kit/outcome'
import { ClaimDocumentLink } from './claim-document-link'
import { DecisionButtons } from './decision-buttons'

type Decided = { key: TextKey; values: TextValues }

/**
 * The admin's work queue (`only` one of its two lists on the work queue page's tabs): claims (claimant, method, evidence, the business as it is now, any conflict with its
 * current owner) and added businesses waiting for review. After a decision the item leaves the list and focus
 * moves to the message that says what was done.
 */
export function WorkQueue({ adminId, only }: { adminId: string; only?: 'claims' | 'listings' }) {
  const t = useT()
  const headingId = useId()
  const locale = useLocale()
  const { workQueue } = usePorts()
  const queryClient = useQueryClient()
  const claims = useQuery({ ...queueClaimsQuery(workQueue, adminId), enabled: only !== 'listings' })
  const listings = useQuery({ ...queueListingsQuery(workQueue, adminId), enabled: only !== 'claims' })
  const outcome = useOutcome({ hasLiveRegion: true })

  const done = async (next: Decided) => {
    await queryClient.invalidateQueries({ queryKey: claimKeys.queue(adminId) })
    outcome.succeed(t(next.key, next.values))
  }

  return (
    <section className="account-section work-queue" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(
          only === 'claims'
            ? 'workQueue.claims'
            : only === 'listings'
              ? 'workQueue.listings'
              : 'workQueue.title',
        )}
      </h2>
      {outcome.view}
      {only === 'listings' ? null : (
        <>
          {only ? null : <h3>{t('workQueue.claims')}</h3>}
          {claims.isPending ? <p role="status">{t('workQueue.loading')}</p> : null}
          {claims.isError ? <p role="alert">{t('workQueue.failed')}</p> : null}
          {claims.data?.length === 0 ? <p>{t('workQueue.noClaims')}</p> : null}
          {claims.data && claims.data.length > 0 ? (
            <ul className="work-queue__list">
              {claims.data.map((claim) => (
                <li key={claim.id}>
                  <QueueClaimItem
                    claim={claim}
                    onDecide={async (decision, reason) => {
                      const decided = await workQueue.decideClaim(claim.id, decision, reason)
                      await done(claimOutcome(decided, decision, locale))
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {only === 'claims' ? null : (
        <>
          {only ? null : <h3>{t('workQueue.listings')}</h3>}
          {listings.isPending ? <p role="status">{t('workQueue.loading')}</p> : null}
          {listings.isError ? <p role="alert">{t('workQueue.failed')}</p> : null}
          {listings.data?.length === 0 ? <p>{t('workQueue.noListings')}</p> : null}
          {listings.data && listings.data.length > 0 ? (
            <ul className="work-queue__list">
              {listings.data.map((listing) => (
                <li key={listing.business.id}>
                  <QueueListingItem
                    listing={listing}
                    onDecide={async (decision, reason) => {
                      const decided = await workQueue.decideListing(listing.business.id, decision, reason)
                      await done(listingOutcome(decided, decision, locale))
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  )
}

type Decide = (decision: ClaimDecision, reason?: string) => Promise<void>

function QueueClaimItem({ claim, onDecide }: { claim: QueueClaim; onDecide: Decide }) {
  const t = useT()
  const locale = useLocale()
  const business = pickText(claim.business.name, locale)
  const owner = claim.business.owner
  return (
    <article className="queue-item" data-conflict={claim.isConflict || undefined}>
      <h4>{t('workQueue.claimOf', { claimant: claim.claimant.name, business })}</h4>
      {claim.isConflict && owner ? (
        <p className="queue-item__conflict" role="note">
          {t('workQueue.conflict', { owner: `${owner.name} (${owner.email})` })}
        </p>
      ) : null}
      <dl className="queue-item__facts">
        <dt>{t('workQueue.claimant')}</dt>
        <dd>
          {claim.claimant.name} · <a href={`mailto:${claim.claimant.email}`}>{claim.claimant.email}</a>
        </dd>
        <dt>{t('workQueue.method')}</dt>
        <dd>{t(`myClaims.method.${claim.method}`)}</dd>
        <dt>{t('workQueue.evidence')}</dt>
        <dd>
          {claim.method === 'document' ? (
            claim.documentType ? (
              <ClaimDocumentLink claimId={claim.id} />
            ) : (
              t('workQueue.noDocument')
            )
          ) : claim.isCodeVerified ? (
            t('workQueue.codeVerified')
          ) : (
            t('workQueue.codeNotVerified')
          )}
        </dd>
        {claim.message ? (
          <>
            <dt>{t('workQueue.message')}</dt>
            <dd>{claim.message}</dd>
          </>
        ) : null}
      </dl>
      <BusinessFacts business={claim.business} />
      <DecisionButtons subject={business} onDecide={onDecide} />
    </article>
  )
}

function QueueListingItem({ listing, onDecide }: { listing: QueueListing; onDecide: Decide }) {
  const t = useT()
  const locale = useLocale()
  const name = pickText(listing.business.name, locale)
  return (
    <article className="queue-item">
      <h4>{name}</h4>
      {listing.rejectionReason ? (
        <p>{t('workQueue.previousReason', { reason: listing.rejectionReason })}</p>
      ) : null}
      <BusinessFacts business={listing.business} ownerLabel="workQueue.addedBy" />
      <DecisionButtons subject={name} onDecide={onDecide} />
    </article>
  )
}

/** The business as it is listed now, to compare with the claim. */
function BusinessFacts({
  business,
  ownerLabel = 'workQueue.owner',
}: {
  business: QueueBusiness
  ownerLabel?: TextKey
}) {
  const t = useT()
  const locale = useLocale()
  const contact = [business.email, business.phone, business.website].filter(Boolean).join(' · ')
  return (
    <dl className="queue-item__facts">
      <dt>{t('workQueue.business')}</dt>
      <dd>
        <a href={`/${business.slug}`} target="_blank" rel="noopener">
          {pickText(business.name, locale)}
        </a>
        {' · '}
        {[pickText(business.address, locale), pickText(business.city, locale)].filter(Boolean).join(', ')}
      </dd>
      <dt>{t('workQueue.contact')}</dt>
      <dd>{contact || '—'}</dd>
      <dt>{t(ownerLabel)}</dt>
      <dd>{business.owner ? `${business.owner.name} (${business.owner.email})` : t('workQueue.noOwner')}</dd>
    </dl>
  )
}

function claimOutcome(claim: QueueClaim, decision: ClaimDecision, locale: Locale): Decided {
  const values = { business: pickText(claim.business.name, locale), claimant: claim.claimant.name }
  return { key: decision === 'approve' ? 'workQueue.approvedClaim' : 'workQueue.rejectedClaim', values }
}

function listingOutcome(listing: QueueListing, decision: ClaimDecision, locale: Locale): Decided {
  const values = { business: pickText(listing.business.name, locale) }
  return { key: decision === 'approve' ? 'workQueue.approvedListing' : 'workQueue.rejectedListing', values }
}
