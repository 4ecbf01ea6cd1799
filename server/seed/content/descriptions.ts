import { CLOSINGS, MIDDLES } from './description-middles'
import { OPENINGS_LEISURE } from './openings-leisure'
import { OPENINGS_SERVICES } from './openings-services'
import { OPENINGS_SHOPS } from './openings-shops'
import type { SentenceTemplate } from './types'

/** First description sentences, keyed by leaf category slug. */
export const OPENINGS: Readonly<Record<string, readonly SentenceTemplate[]>> = {
  ...OPENINGS_LEISURE,
  ...OPENINGS_SHOPS,
  ...OPENINGS_SERVICES,
}

export { CLOSINGS, MIDDLES }
