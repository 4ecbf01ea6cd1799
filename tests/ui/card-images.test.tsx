// @vitest-environment jsdom
import { cleanup } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aBusiness } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const withPictures = [1, 2, 3, 4, 5].map((id) =>
  aBusiness({
    id,
    slug: `business-${id}`,
    image: `/media/businesses/business-${id}/photo-1.svg`,
    logo: `/media/businesses/business-${id}/logo.svg`,
  }),
)

/** The card pictures in the part of the page `selector` names: how each loads, and which comes first. */
function pictures(selector: string) {
  return [...document.querySelectorAll(`${selector} img.card__image`)].map((image) => ({
    loading: image.getAttribute('loading'),
    priority: image.getAttribute('fetchpriority'),
  }))
}

/** How the card logos in that part of the page load. */
function logos(selector: string) {
  return [...document.querySelectorAll(`${selector} img.business-card__logo`)].map((logo) =>
    logo.getAttribute('loading'),
  )
}

const first = { loading: 'eager', priority: 'high' }
const eager = { loading: 'eager', priority: null }
const lazy = { loading: 'lazy', priority: null }

describe('card pictures in the first screen', () => {
  it("loads the home page's featured pictures at once, the first one first, and the later sections' lazily", async () => {
    await renderRoute('/', { ports: fakePorts({ businesses: fakeBusinesses(withPictures) }) })
    expect(pictures('[aria-labelledby="featured-heading"]')).toEqual([first, eager, eager])
    expect(
      pictures('[aria-labelledby="highest-rated-heading"]').every((picture) => picture.loading === 'lazy'),
    ).toBe(true)
    // A logo loads as its card's picture does: the later sections' wait until the visitor nears them.
    expect(logos('[aria-labelledby="featured-heading"]')).toEqual(['eager', 'eager', 'eager'])
    expect(logos('[aria-labelledby="highest-rated-heading"]').every((loading) => loading === 'lazy')).toBe(
      true,
    )
  })

  it("loads the listing's first row of results at once and the rest lazily", async () => {
    await renderRoute('/businesses', { ports: fakePorts({ businesses: fakeBusinesses(withPictures) }) })
    expect(pictures('main')).toEqual([first, eager, eager, lazy, lazy])
    expect(logos('main')).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy'])
  })
})
