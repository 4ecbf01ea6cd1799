import type { ListingForm } from '@domain/business/listing-draft'
import type { PlanFeatures } from '@domain/plans/plan-features'

/** What every part of the listing form gets: the whole form, a way to change some of it, and the plan. */
export type SectionProps = {
  /** Prefix of the parts' element ids, so the add form and an editor never share one. */
  idPrefix: string
  form: ListingForm
  onChange(changes: Partial<ListingForm>): void
  features: PlanFeatures
}
