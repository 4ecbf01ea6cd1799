import type { ProseSection } from '../content-types'

/** The privacy policy, the section `#privacy` of /terms-and-conditions that the footer links to. */
export type PrivacyContent = { heading: string; intro: string; sections: readonly ProseSection[] }
