// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { aCategory } from '../support/builders'
import { fakeCategories, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const restaurants = aCategory({
  id: 2,
  slug: 'restaurants',
  name: { en: 'Restaurants', el: 'Εστιατόρια' },
  parentId: 1,
  path: 'food-drink/restaurants',
  businessCount: 2,
})
const tree = [aCategory({ children: [restaurants] })]

describe('the categories pages', () => {
  it('lists the tree with business counts', async () => {
    await renderRoute('/categories', { ports: fakePorts({ categories: fakeCategories(tree) }) })
    expect(screen.getByRole('link', { name: 'Restaurants' }).getAttribute('href')).toBe(
      '/categories/food-drink/restaurants',
    )
    expect(screen.getByText('(2 businesses)')).toBeTruthy()
  })

  it('shows a category with its breadcrumbs and its businesses', async () => {
    await renderRoute('/categories/food-drink/restaurants', {
      ports: fakePorts({ categories: fakeCategories(tree) }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Restaurants' })).toBeTruthy()
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(trail).getByRole('link', { name: 'Food & Drink' }).getAttribute('href')).toBe(
      '/categories/food-drink',
    )
    expect(screen.getByRole('link', { name: 'Meze Taverna (opens in a new tab)' })).toBeTruthy()
  })

  it('answers an unknown category path with the not-found page', async () => {
    await renderRoute('/categories/food-drink/nope', {
      ports: fakePorts({ categories: fakeCategories(tree) }),
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})

describe('the article page', () => {
  it('renders the body in the page language, saying when it falls back to English', async () => {
    await renderRoute('/blog/guides/moving-to-cyprus', { locale: 'el' })
    expect(screen.getByRole('heading', { level: 1, name: 'Μετακόμιση στην Κύπρο' })).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Paperwork' })).toBeTruthy())
    expect(screen.getByText('residence permit').tagName).toBe('STRONG')
    expect(screen.getByText(/δεν είναι ακόμη διαθέσιμο στη γλώσσα σας/)).toBeTruthy()
  })

  it('finds an article by id', async () => {
    await renderRoute('/blog/1')
    expect(screen.getByRole('heading', { level: 1, name: 'Moving to Cyprus' })).toBeTruthy()
  })

  it('answers an article under the wrong category with the not-found page', async () => {
    await renderRoute('/blog/recipes/moving-to-cyprus')
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  })
})
