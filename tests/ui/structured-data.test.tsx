// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { JsonLd } from '@domain/seo/json-ld'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { googleStructuredDataProblems } from '../support/google-structured-data'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

/** The page's structured data of one type, as search engines read it from the head. */
function structuredData(type: string): JsonLd[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '{}') as JsonLd)
    .filter((data) => data['@type'] === type)
}

describe('the structured data of a page', () => {
  it('describes a business with its postcode and the reviews it shows, valid for Google', async () => {
    const business = aBusiness({
      address: { en: '25 Anexartisias Street, 3036 Limassol', el: 'Ανεξαρτησίας 25, 3036 Λεμεσός' },
    })
    await renderRoute('/meze-taverna', { ports: fakePorts({ businesses: fakeBusinesses([business]) }) })
    const shown = within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('listitem')

    const [local] = structuredData('LocalBusiness')
    expect(local).toMatchObject({
      address: { streetAddress: '25 Anexartisias Street', postalCode: '3036', addressLocality: 'Limassol' },
      review: [{ '@type': 'Review', author: { name: 'Nikos' }, reviewRating: { ratingValue: 5 } }],
    })
    expect(local?.review).toHaveLength(shown.length)
    expect(local && googleStructuredDataProblems(local)).toEqual([])
  })

  it('gives an article its dates of publication and modification, valid for Google', async () => {
    await renderRoute('/blog/guides/moving-to-cyprus')
    const [article] = structuredData('Article')
    expect(article).toMatchObject({
      datePublished: '2024-06-01T09:00:00.000Z',
      dateModified: '2024-06-01T09:00:00.000Z',
    })
    expect(article && googleStructuredDataProblems(article)).toEqual([])
  })
})
