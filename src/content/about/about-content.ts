import type { ProseSection } from '../content-types'

/** /about: what the portal is, for whom, how listings are checked, languages, team and mission, contact. */
export type AboutContent = { sections: readonly ProseSection[] }
