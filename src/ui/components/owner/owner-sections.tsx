import type { ComponentType } from 'react'
import type { TextKey } from '../../i18n/use-t'
import { AnalyticsPanel } from './analytics-panel'
import { InboxPanel } from './inbox-panel'
import { OwnerEditSuggestions } from './edit-suggestions/owner-edit-suggestions'
import { ListingSection } from './listing-section'
import { PhotoManager } from './photo-manager'
import { PlanPanel } from './plan-panel'
import { ReviewsPanel } from './reviews-panel'
import { VirtualCardPanel } from './virtual-card-panel'

/** One section of the Business Portal for the chosen business; every section gets only its id. */
export type OwnerSection = { id: string; labelKey: TextKey; Component: ComponentType<{ businessId: number }> }

/** The portal's sections, in tab order: a new one (photos, analytics, reviews, inbox, card) is one line here. */
export const OWNER_SECTIONS: readonly OwnerSection[] = [
  { id: 'listing', labelKey: 'portal.section.listing', Component: ListingSection },
  { id: 'photos', labelKey: 'portal.section.photos', Component: PhotoManager },
  { id: 'reviews', labelKey: 'portal.section.reviews', Component: ReviewsPanel },
  { id: 'inbox', labelKey: 'portal.section.inbox', Component: InboxPanel },
  { id: 'suggestions', labelKey: 'portal.section.suggestions', Component: OwnerEditSuggestions },
  { id: 'analytics', labelKey: 'portal.section.analytics', Component: AnalyticsPanel },
  { id: 'card', labelKey: 'portal.section.card', Component: VirtualCardPanel },
  { id: 'plan', labelKey: 'portal.section.plan', Component: PlanPanel },
]
