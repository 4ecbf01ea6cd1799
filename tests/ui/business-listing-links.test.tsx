// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const searchOf = (name: string) =>
  Object.fromEntries(
    new URLSearchParams((screen.getByRole('link', { name }).getAttribute('href') ?? '').split('?')[1]),
  )

describe('the listing’s links keep its search', () => {
  it('asks the directory with the URL’s filters, order and page', async () => {
    const businesses = fakeBusinesses()
    const list = vi.spyOn(businesses, 'list')
    await renderRoute('/businesses?price=$$&city=paphos&sort=newest&page=2&bogus=1', {
      ports: fakePorts({ businesses }),
    })
    expect(list).toHaveBeenCalledWith({
      priceRanges: ['$$'],
      city: 'paphos',
      sort: 'newest',
      limit: 9,
      offset: 9,
    })
  })

  it('offers to drop each filter that is set, keeping the others and leaving out the page', async () => {
    const businesses = fakeBusinesses([], {
      list: async ({ limit, offset }) => ({ items: [], total: 0, limit, offset, hasMore: false }),
    })
    await renderRoute('/businesses?price=$$&city=paphos&sort=newest&page=2', {
      ports: fakePorts({ businesses }),
    })
    expect(searchOf('Any price')).toEqual({ city: 'paphos', sort: 'newest' })
    expect(searchOf('Search all cities')).toEqual({ price: '["$$"]', sort: 'newest' })
  })
})
