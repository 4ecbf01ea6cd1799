// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { INFO_CONTENT } from '@content/info-content'
import { SITE_ROUTES } from '@content/sitemap/site-routes'
import { PLAN_DEFINITIONS } from '@domain/plans/plan-features'
import { aCategory } from '../support/builders'
import { fakeCategories, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

const LOCALES = ['en', 'el', 'ru'] as const

describe('the information pages', () => {
  it.each(LOCALES)('shows the about page sections in %s', async (locale) => {
    await renderRoute('/about', { locale })
    for (const section of INFO_CONTENT[locale].about.sections)
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeTruthy()
  })

  it.each(LOCALES)('compares the plans in a table with row and column headers in %s', async (locale) => {
    await renderRoute('/advertise', { locale })
    const content = INFO_CONTENT[locale].advertise
    const table = screen.getByRole('table', { name: content.tableCaption })
    for (const plan of PLAN_DEFINITIONS)
      expect(within(table).getByRole('columnheader', { name: new RegExp(plan.name) })).toBeTruthy()
    const row = within(table).getByRole('row', { name: new RegExp(content.featureLabels.featured_badge) })
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells).toEqual([
      `– ${content.notIncluded}`,
      `– ${content.notIncluded}`,
      `✓ ${content.included}`,
      `✓ ${content.included}`,
    ])
    expect(screen.getByRole('link', { name: content.bookCall }).getAttribute('href')).toBe(
      '/contact?openChat=scheduling',
    )
  })

  it('writes prices in euros per month and Basic as free', async () => {
    await renderRoute('/advertise')
    const header = screen.getByRole('columnheader', { name: /Premium/ })
    expect(header.textContent).toContain('€49 per month')
    expect(screen.getByRole('columnheader', { name: /Basic/ }).textContent).toContain('Free')
  })

  it('shows each question as a disclosure that opens and closes (the keyboard is checked in e2e)', async () => {
    const { user } = await renderRoute('/faq-guides')
    const question = INFO_CONTENT.en.faq.groups[0]!.items[0]!
    const summary = screen.getByText(question.question)
    const details = summary.closest('details')!
    expect(details.open).toBe(false)
    await user.click(summary)
    expect(details.open).toBe(true)
    await user.click(summary)
    expect(details.open).toBe(false)
    expect(screen.getByRole('heading', { name: 'Guides' })).toBeTruthy()
  })

  it('lists the open roles with their dates and the privacy section on the terms page', async () => {
    await renderRoute('/career', { locale: 'el' })
    for (const role of INFO_CONTENT.el.career.roles)
      expect(screen.getByRole('heading', { level: 3, name: role.title })).toBeTruthy()
    cleanup()
    await renderRoute('/terms-and-conditions', { locale: 'ru' })
    const privacy = document.getElementById('privacy')!
    expect(within(privacy).getByRole('heading', { level: 2 }).textContent).toBe('Политика конфиденциальности')
  })
})

describe('the interactive sitemap', () => {
  it('lists every route of the route table and the category tree with counts', async () => {
    const tree = [
      aCategory({
        id: 1,
        slug: 'food',
        path: 'food',
        name: { en: 'Food and drink' },
        businessCount: 12,
        children: [
          aCategory({
            id: 2,
            slug: 'tavernas',
            path: 'food/tavernas',
            name: { en: 'Tavernas' },
            businessCount: 5,
          }),
        ],
      }),
    ]
    await renderRoute('/interactive-sitemap', { ports: fakePorts({ categories: fakeCategories(tree) }) })
    for (const route of SITE_ROUTES)
      expect(document.querySelector(`[data-route="${route.pattern}"]`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tavernas' }).getAttribute('href')).toBe(
      '/categories/food/tavernas',
    )
    expect(screen.getByText(/12 businesses/)).toBeTruthy()
  })
})
