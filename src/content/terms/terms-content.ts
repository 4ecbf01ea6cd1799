import type { ProseSection } from '../content-types'

/** /terms-and-conditions: the terms of use; the privacy policy follows on the same page (see privacy/). */
export type TermsContent = { updatedLabel: string; sections: readonly ProseSection[] }

/** When the terms and the privacy policy last changed (ISO date). */
export const TERMS_UPDATED = '2026-11-24'
