// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NetworkError } from '@domain/errors'
import { aBusinessSummary, anArticleSummary } from '../support/builders'
import { fakeArticles, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('the article page', () => {
  it('lists related articles under the article, in the page language', async () => {
    const related = anArticleSummary({
      id: 2,
      slug: 'residence-permits',
      title: { en: 'Residence permits', el: 'Άδειες διαμονής' },
    })
    const articles = fakeArticles({ related: async (id) => (id === 1 ? [related] : []) })
    await renderRoute('/blog/guides/moving-to-cyprus', { ports: fakePorts({ articles }), locale: 'el' })
    const section = screen.getByRole('region', { name: 'Σχετικά άρθρα' })
    expect(within(section).getByRole('link', { name: 'Άδειες διαμονής' }).getAttribute('href')).toBe(
      '/blog/guides/residence-permits',
    )
  })

  it('shows the businesses the article links to as cards, under a heading in the page language', async () => {
    const taverna = aBusinessSummary({
      id: 7,
      slug: 'taverna-zefyros',
      name: { en: 'Zefyros', el: 'Ζέφυρος' },
    })
    const articles = fakeArticles({ businesses: async (id) => (id === 1 ? [taverna] : []) })
    await renderRoute('/blog/guides/moving-to-cyprus', { ports: fakePorts({ articles }), locale: 'el' })
    const section = screen.getByRole('region', { name: 'Επιχειρήσεις σε αυτό το άρθρο' })
    expect(
      within(section)
        .getByRole('link', { name: /Ζέφυρος/ })
        .getAttribute('href'),
    ).toBe('/taverna-zefyros')
  })

  it('leaves the businesses out when the article links none', async () => {
    await renderRoute('/blog/1')
    expect(screen.queryByRole('region', { name: 'Businesses in this article' })).toBeNull()
  })

  it('leaves the related list out when there is none', async () => {
    await renderRoute('/blog/1')
    expect(screen.queryByRole('region', { name: 'Related articles' })).toBeNull()
  })

  it("says 'Failed to fetch article' and loads it on retry when the body cannot be fetched", async () => {
    // React and the router report the caught error; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let failures = 1
    const base = fakeArticles()
    const articles = fakeArticles({
      content: async (id, locale) => {
        if (failures > 0) {
          failures -= 1
          throw new NetworkError()
        }
        return base.content(id, locale)
      },
    })
    const { user } = await renderRoute('/blog/1', { ports: fakePorts({ articles }) })
    expect(await screen.findByRole('heading', { name: 'Failed to fetch article' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('residence permit')).toBeTruthy()
  })
})
