import type { Claim, QueueClaim, QueueListing } from '@domain/claims/claim'
import { ApiError } from '@domain/errors'
import type { ClaimsPort, WorkQueuePort } from '@/ports'

/** A claim as the claimant sees it, pending its code by default. */
export function aClaim(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 1,
    businessId: 1,
    businessSlug: 'meze-house',
    businessName: { en: 'Meze House', el: 'Μεζεδοπωλείο' },
    method: 'email',
    status: 'pending',
    hasDocument: false,
    sentTo: 'i•••@mezehouse.cy',
    rejectionReason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    decidedAt: null,
    ...overrides,
  }
}

export function aQueueClaim(overrides: Partial<QueueClaim> = {}): QueueClaim {
  return {
    id: 7,
    method: 'email',
    status: 'verified',
    message: 'I run the taverna with my brother.',
    claimant: { id: 21, name: 'Eleni Georgiou', email: 'eleni@example.cy' },
    business: {
      id: 1,
      slug: 'meze-house',
      name: { en: 'Meze House' },
      status: 'approved',
      email: 'info@mezehouse.cy',
      phone: '+35799123456',
      website: null,
      address: { en: '1 Harbour Road' },
      city: { en: 'Limassol' },
      owner: null,
    },
    isCodeVerified: true,
    documentType: null,
    isConflict: false,
    rejectionReason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  }
}

export function aQueueListing(overrides: Partial<QueueListing> = {}): QueueListing {
  const claim = aQueueClaim()
  return {
    business: {
      ...claim.business,
      id: 90,
      slug: 'new-bakery',
      name: { en: 'New Bakery' },
      status: 'pending_review',
      owner: claim.claimant,
    },
    createdAt: '2026-11-21T09:00:00.000Z',
    rejectionReason: null,
    ...overrides,
  }
}

/** The claimant's side in memory: the right code is 123456; a new claim is pending. */
export function fakeClaims(claims: Claim[] = []): ClaimsPort & { calls: string[] } {
  const calls: string[] = []
  const find = (id: number) => {
    const claim = claims.find((c) => c.id === id)
    if (!claim) throw new ApiError('claim.failed', 404, 'CLAIM_NOT_FOUND')
    return claim
  }
  const replace = (claim: Claim) => {
    claims = claims.map((c) => (c.id === claim.id ? claim : c))
    return claim
  }
  return {
    calls,
    async open(input) {
      calls.push(`open ${input.businessId} ${input.method}`)
      const claim = aClaim({
        id: claims.length + 1,
        businessId: input.businessId,
        method: input.method,
        sentTo:
          input.method === 'document' ? null : input.method === 'phone' ? '•••• 3456' : 'i•••@mezehouse.cy',
      })
      claims = [claim, ...claims]
      return { id: claim.id, status: claim.status }
    },
    async verify(id, code) {
      calls.push(`verify ${id} ${code}`)
      if (code !== '123456') throw new ApiError('claim.failed', 400, 'WRONG_CODE')
      return replace({ ...find(id), status: 'verified' })
    },
    async resend(id) {
      calls.push(`resend ${id}`)
      return find(id)
    },
    async uploadDocument(id) {
      calls.push(`document ${id}`)
      return replace({ ...find(id), hasDocument: true })
    },
    async mine() {
      return claims
    },
  }
}

/** The admin's queue in memory: decisions change the items the next read returns. */
export function fakeWorkQueue(
  claims: QueueClaim[] = [aQueueClaim()],
  listings: QueueListing[] = [aQueueListing()],
): WorkQueuePort & { calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    async claims() {
      return claims.filter((c) => c.status === 'pending' || c.status === 'verified')
    },
    async decideClaim(id, decision, reason) {
      calls.push(`claim ${id} ${decision}${reason ? ` ${reason}` : ''}`)
      const claim = claims.find((c) => c.id === id)
      if (!claim) throw new ApiError('queue.decisionFailed', 404, 'CLAIM_NOT_FOUND')
      const decided: QueueClaim = {
        ...claim,
        status: decision === 'approve' ? 'approved' : 'rejected',
        rejectionReason: reason ?? null,
      }
      claims = claims.map((c) => (c.id === id ? decided : c))
      return decided
    },
    async claimDocument() {
      return { contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70, 45]) }
    },
    async listings() {
      return listings.filter((l) => l.business.status === 'pending_review')
    },
    async decideListing(id, decision, reason) {
      calls.push(`listing ${id} ${decision}${reason ? ` ${reason}` : ''}`)
      const listing = listings.find((l) => l.business.id === id)
      if (!listing) throw new ApiError('queue.decisionFailed', 404, 'BUSINESS_NOT_FOUND')
      const decided: QueueListing = {
        ...listing,
        business: { ...listing.business, status: decision === 'approve' ? 'approved' : 'rejected' },
        rejectionReason: reason ?? null,
      }
      listings = listings.map((l) => (l.business.id === id ? decided : l))
      return decided
    },
  }
}
