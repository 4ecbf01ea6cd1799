import { SCHEMA_CONTEXT, type JsonLd } from '@domain/seo/json-ld'
import type { FaqContent } from './faq-content'

/** schema.org FAQPage of every question on /faq-guides, in the page's language. */
export function faqPageJsonLd(faq: FaqContent): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faq.groups
      .flatMap((group) => group.items)
      .map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
  }
}
