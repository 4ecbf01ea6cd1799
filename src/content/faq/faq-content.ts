import type { ContentLink } from '../content-types'

export type FaqItem = { id: string; question: string; answer: string; link?: ContentLink }
export type FaqGroup = { id: 'visitors' | 'owners'; heading: string; items: readonly FaqItem[] }
export type Guide = { id: string; title: string; steps: readonly string[]; link: ContentLink }

/** /faq-guides: questions for visitors and for owners, then short step-by-step guides. */
export type FaqContent = { groups: readonly FaqGroup[]; guidesHeading: string; guides: readonly Guide[] }
