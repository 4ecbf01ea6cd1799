import type { ComponentType } from 'react'
import type { TextKey } from '../../i18n/use-t'
import { ListingSection } from './listing-section'
import { PlanPanel } from './plan-panel'

/** One section of the Business Portal for the chosen business; every section gets only its id. */
export type OwnerSection = { id: string; labelKey: TextKey; Component: ComponentType<{ businessId: number }> }

/** The portal's sections, in tab order: a new one (photos, analytics, reviews, inbox, card) is one line here. */
export const OWNER_SECTIONS: readonly OwnerSection[] = [
  { id: 'listing', labelKey: 'portal.section.listing', Component: ListingSection },
  { id: 'plan', labelKey: 'portal.section.plan', Component: PlanPanel },
]
