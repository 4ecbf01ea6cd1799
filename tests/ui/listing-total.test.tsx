// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import { aBusinessSummary } from '../support/builders'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// The server stops counting 500 matches past the page (isTotalCapped); the listing must not claim an exact 500.
const cappedPorts = () =>
  fakePorts({
    businesses: fakeBusinesses(undefined, {
      list: async ({ limit, offset }) => ({
        items: [aBusinessSummary()],
        total: 500,
        isTotalCapped: true,
        limit,
        offset,
        hasMore: true,
      }),
    }),
  })

describe('the listing total', () => {
  it.each<[Locale, string]>([
    ['en', '500+ businesses'],
    ['el', '500+ επιχειρήσεις'],
    ['ru', 'Более 500 компаний'],
  ])('says there are more than it counted in %s', async (locale, text) => {
    await renderRoute('/businesses', { ports: cappedPorts(), locale })
    expect(screen.getByText(text).className).toBe('list-count')
  })

  it('gives the exact number when the server counted every match', async () => {
    await renderRoute('/businesses', { ports: fakePorts() })
    expect(screen.getByText('2 businesses').className).toBe('list-count')
  })
})
