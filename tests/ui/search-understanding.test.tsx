// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import type { SearchUnderstanding } from '@domain/search/search-understanding'
import { aBusinessSummary, aCategory } from '../support/builders'
import { fakeBusinesses, fakeCategories, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const READ_AS_TYPED: SearchUnderstanding = { isExact: true, didYouMean: null, city: null, category: null }

/** A listing whose answer says how it read the search text. */
function listingReading(search: SearchUnderstanding, items = [aBusinessSummary()]) {
  return fakePorts({
    businesses: fakeBusinesses(undefined, {
      list: async ({ limit, offset }) => ({
        items,
        total: items.length,
        limit,
        offset,
        hasMore: false,
        search,
      }),
      filterOptions: async () => ({
        cities: [
          { slug: 'limassol', name: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' }, businessCount: 9 },
        ],
        amenities: [],
      }),
    }),
    categories: fakeCategories([
      aCategory({ children: [aCategory({ id: 2, slug: 'fish-tavernas', name: { en: 'Fish Tavernas' } })] }),
    ]),
  })
}

describe('how the listing read the search text', () => {
  it.each<[Locale, string, string]>([
    ['en', 'No exact match for “psarotavena” — closest results', 'Did you mean psarotaverna?'],
    [
      'el',
      'Καμία ακριβής αντιστοιχία για «psarotavena» — τα πιο κοντινά αποτελέσματα',
      'Μήπως εννοούσατε psarotaverna;',
    ],
    [
      'ru',
      'Точных совпадений для «psarotavena» нет — ближайшие результаты',
      'Возможно, вы имели в виду psarotaverna?',
    ],
  ])(
    'says in %s that the results are only the closest and offers the corrected spelling',
    async (locale, closest, didYouMean) => {
      const ports = listingReading({ ...READ_AS_TYPED, isExact: false, didYouMean: 'psarotaverna' })
      await renderRoute('/businesses?q=psarotavena&minRating=4', { ports, locale })
      const line = screen.getByText(closest)
      expect(line.getAttribute('role')).toBe('status')
      const link = screen.getByRole('link', { name: 'psarotaverna' })
      expect(link.parentElement?.textContent).toBe(didYouMean)
      // The other filters stay; only the text is corrected.
      expect(link.getAttribute('href')).toBe('/businesses?q=psarotaverna&minRating=4')
    },
  )

  it('says nothing more when every word matched', async () => {
    await renderRoute('/businesses?q=meze', { ports: listingReading(READ_AS_TYPED) })
    expect(screen.queryByText(/closest results/)).toBeNull()
    expect(screen.queryByText(/Did you mean/)).toBeNull()
  })

  it('leaves the closest-results line to the empty state when nothing was found at all', async () => {
    await renderRoute('/businesses?q=zzzz', {
      ports: listingReading({ ...READ_AS_TYPED, isExact: false }, []),
    })
    expect(screen.queryByText(/closest results/)).toBeNull()
    expect(screen.getByText('No businesses match these filters.')).toBeTruthy()
  })

  it('names the town and the category it read from the text', async () => {
    const ports = listingReading({ ...READ_AS_TYPED, city: 'limassol', category: 'fish-tavernas' })
    await renderRoute('/businesses?q=psarotaverna+lemesos', { ports })
    expect(screen.getByText('Showing Fish Tavernas in Limassol')).toBeTruthy()
  })

  it('does not repeat a town the visitor chose in the filters', async () => {
    const ports = listingReading({ ...READ_AS_TYPED, city: 'limassol' })
    await renderRoute('/businesses?q=limassol&city=limassol', { ports, locale: 'ru' })
    expect(screen.queryByText(/Показаны/)).toBeNull()
  })

  it('names a town alone in Greek', async () => {
    const ports = listingReading({ ...READ_AS_TYPED, city: 'limassol' })
    await renderRoute('/businesses?q=lemesos', { ports, locale: 'el' })
    expect(screen.getByText('Εμφανίζονται επιχειρήσεις, πόλη: Λεμεσός')).toBeTruthy()
  })
})
