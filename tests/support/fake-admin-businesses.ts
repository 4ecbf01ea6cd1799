import type {
  AdminBusiness,
  MergeOutcome,
  NewsletterSubscriber,
  WeatherReadingRecord,
} from '@domain/admin/business-directory'
import { DIRECTORY_PAGE_SIZE } from '@domain/admin/business-directory'
import type { IncompleteExportError } from '@domain/admin/csv-export'
import type { QueueListing } from '@domain/claims/claim'
import { ApiError } from '@domain/errors'
import { foldText } from '@domain/search/fold-text'
import type { AdminBusinessesPort } from '@/ports'
import { aQueueListing } from './fake-claims'
import { anOwnerListing } from './fake-owners'

export function anAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  return {
    listing: anOwnerListing(),
    verified: false,
    owner: null,
    rating: 4.2,
    reviewCount: 12,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  }
}

export function aSubscriber(overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    id: 1,
    email: 'anna@example.cy',
    language: 'el',
    status: 'subscribed',
    consentedAt: '2026-10-01T08:00:00.000Z',
    unsubscribedAt: null,
    ...overrides,
  }
}

export function aWeatherRecord(overrides: Partial<WeatherReadingRecord> = {}): WeatherReadingRecord {
  return {
    citySlug: 'limassol',
    city: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
    temperature: 21.4,
    observedAt: '2026-11-24T09:30:00.000Z',
    source: 'open-meteo',
    ...overrides,
  }
}

type FakeOptions = {
  listings?: QueueListing[]
  businesses?: AdminBusiness[]
  subscribers?: NewsletterSubscriber[]
  readings?: WeatherReadingRecord[]
  /** The server's code a refresh fails with, e.g. WEATHER_PROVIDER_UNAVAILABLE. */
  refreshFailure?: string
  /** How the next CSV export breaks off part way (once; the next one is whole). */
  exportFailure?: IncompleteExportError
}

/** The admin's directory, subscribers and weather in memory, filtered and paged as the server does. */
export function fakeAdminBusinesses({
  listings = [aQueueListing()],
  businesses = [anAdminBusiness()],
  subscribers = [aSubscriber()],
  readings = [aWeatherRecord()],
  refreshFailure,
  exportFailure: firstExportFailure,
}: FakeOptions = {}) {
  let exportFailure = firstExportFailure
  const calls: string[] = []
  const find = (id: number) => {
    const found = businesses.find((b) => b.listing.id === id)
    if (!found) throw new ApiError('admin.unavailable', 404, 'BUSINESS_NOT_FOUND')
    return found
  }
  const port: AdminBusinessesPort & { calls: string[] } = {
    calls,
    async directory({ q, status, page }) {
      calls.push(`directory ${q ?? ''} ${status ?? ''} ${page}`)
      const text = foldText(q ?? '')
      const matching = listings.filter(
        (l) =>
          (!status || l.business.status === status) &&
          (!text ||
            String(l.business.id) === text ||
            Object.values(l.business.name).some((n) => foldText(n ?? '').includes(text))),
      )
      const items = matching.slice((page - 1) * DIRECTORY_PAGE_SIZE, page * DIRECTORY_PAGE_SIZE)
      return { items, total: matching.length, page, pageSize: DIRECTORY_PAGE_SIZE }
    },
    async business(id) {
      return find(id)
    },
    async create(fields, ownerEmail) {
      calls.push(`create ${fields.name.en ?? ''} ${ownerEmail ?? ''}`)
      return { id: 501, slug: 'new-listing' }
    },
    async setStatus(id, status, reason) {
      calls.push(`status ${id} ${status} ${reason ?? ''}`)
      const business = find(id)
      business.listing = { ...business.listing, status }
    },
    async setFlags(id, flags) {
      calls.push(`flags ${id} ${JSON.stringify(flags)}`)
      const business = find(id)
      business.verified = flags.verified ?? business.verified
      business.listing = { ...business.listing, featured: flags.featured ?? business.listing.featured }
      return { verified: business.verified, featured: business.listing.featured }
    },
    async transferOwner(id, email) {
      calls.push(`owner ${id} ${email}`)
      if (!email.endsWith('@example.cy')) throw new ApiError('admin.unavailable', 404, 'USER_NOT_FOUND')
      find(id).owner = { id: 9, name: 'New Owner', email }
    },
    async merge(id, intoId): Promise<MergeOutcome> {
      calls.push(`merge ${id} ${intoId}`)
      if (id === intoId) throw new ApiError('admin.unavailable', 409, 'MERGE_INTO_ITSELF')
      const kept = find(intoId)
      return {
        mergedId: id,
        keptId: intoId,
        slug: kept.listing.slug,
        rating: 4,
        reviewCount: kept.reviewCount + 3,
        movedReviews: 3,
        movedPhotos: 1,
        movedMessages: 0,
      }
    },
    async subscribers({ q, status, page }) {
      calls.push(`subscribers ${q ?? ''} ${status ?? ''} ${page}`)
      const matching = subscribers.filter(
        (s) => (!q || s.email.includes(q.toLowerCase())) && (!status || s.status === status),
      )
      return { items: matching.slice((page - 1) * 50, page * 50), total: matching.length, page, pageSize: 50 }
    },
    async subscribersCsv({ q, status }, onProgress) {
      calls.push(`csv ${q ?? ''} ${status ?? ''}`)
      if (exportFailure) {
        onProgress?.({ rows: exportFailure.rows, total: exportFailure.total })
        const failure = exportFailure
        exportFailure = undefined
        throw failure
      }
      const matching = subscribers.filter(
        (s) => (!q || s.email.includes(q.toLowerCase())) && (!status || s.status === status),
      )
      onProgress?.({ rows: matching.length, total: matching.length })
      return new Blob(['\uFEFF"email"\r\n', ...matching.map((s) => `"${s.email}"\r\n`)], { type: 'text/csv' })
    },
    async weather() {
      return readings
    },
    async refreshWeather() {
      calls.push('refresh')
      if (refreshFailure) throw new ApiError('admin.unavailable', 503, refreshFailure)
      return readings.map((r) => ({ ...r, observedAt: '2026-11-24T10:00:00.000Z' }))
    },
  }
  return port
}
