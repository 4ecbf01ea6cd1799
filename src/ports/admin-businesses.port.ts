import type {
  AdminBusiness,
  BusinessFlags,
  DirectoryFilter,
  DirectoryPage,
  MergeOutcome,
  PublicationStatus,
  SubscriberFilter,
  SubscriberPage,
  WeatherReadingRecord,
} from '@domain/admin/business-directory'
import type { ExportProgress } from '@domain/admin/csv-export'
import type { ListingFields } from '@domain/business/listing'

/**
 * The admin's directory of businesses, the newsletter's subscribers and the weather readings. Every method
 * rejects with `ApiError` 'admin.unavailable' carrying the server's code (FORBIDDEN, BUSINESS_NOT_FOUND,
 * VALIDATION_ERROR, PLAN_LIMIT, USER_NOT_FOUND, LISTING_STATUS_CONFLICT, MERGE_INTO_ITSELF,
 * WEATHER_REFRESHED_RECENTLY, WEATHER_PROVIDER_UNAVAILABLE …) or `NetworkError`.
 */
export interface AdminBusinessesPort {
  /** One page of businesses in any status, newest first (the review queue oldest first). */
  directory(filter: DirectoryFilter): Promise<DirectoryPage>
  /** One business as the admin manages it. */
  business(id: number): Promise<AdminBusiness>
  /** Adds a business that is public at once; `ownerEmail` names the account that owns it. */
  create(fields: ListingFields, ownerEmail?: string): Promise<{ id: number; slug: string }>
  setStatus(id: number, status: PublicationStatus, reason?: string): Promise<void>
  setFlags(id: number, flags: Partial<BusinessFlags>): Promise<BusinessFlags>
  /** Makes the account with this address the business's one owner. */
  transferOwner(id: number, email: string): Promise<void>
  /** Merges business `id` into `intoId` and deletes it. */
  merge(id: number, intoId: number): Promise<MergeOutcome>
  subscribers(filter: SubscriberFilter): Promise<SubscriberPage>
  /**
   * The subscribers matching the filter (its page ignored) as a CSV file, reporting the rows received as they
   * arrive. Rejects with `IncompleteExportError` when fewer rows arrive than the server announced (never a cut
   * file), or with `ApiError` 'admin.unavailable' (EXPORT_UNVERIFIABLE when the count was not announced).
   */
  subscribersCsv(
    filter: Omit<SubscriberFilter, 'page'>,
    onProgress?: (progress: ExportProgress) => void,
  ): Promise<Blob>
  /** The last reading of each city, with its time and source. */
  weather(): Promise<WeatherReadingRecord[]>
  /** Asks the provider for fresh readings now and resolves with them. */
  refreshWeather(): Promise<WeatherReadingRecord[]>
}
