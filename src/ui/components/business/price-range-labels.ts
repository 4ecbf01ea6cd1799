import type { PriceRange } from '@domain/business/business'
import type { MessageKey } from '@content/messages/en'

/** Spec §3: $ Budget, $$ Moderate, $$$ Expensive, $$$$ Luxury; the word is translated, the symbols are not. */
export const PRICE_RANGE_LABEL_KEYS: Readonly<Record<PriceRange, MessageKey>> = {
  $: 'price.budget',
  $$: 'price.moderate',
  $$$: 'price.expensive',
  $$$$: 'price.luxury',
}
