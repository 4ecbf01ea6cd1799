import type { PriceRange } from '@/ports/businesses.port'
import type { MessageKey } from './messages/en'

/** Spec §3: $ Budget, $$ Moderate, $$$ Expensive, $$$$ Luxury; the word is translated, the symbols are not. */
export const PRICE_RANGE_LABEL_KEYS: Readonly<Record<PriceRange, MessageKey>> = {
  $: 'price.budget',
  $$: 'price.moderate',
  $$$: 'price.expensive',
  $$$$: 'price.luxury',
}
