// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { signedInAdminPorts } from '../../../support/admin-session'
import { fakeAdminTranslations } from '../../../support/fake-admin-translations'
import { renderRoute } from '../../../support/render-route'

async function openEditor(path = '/admin/translations', adminTranslations = fakeAdminTranslations()) {
  const view = await renderRoute(path, { ports: signedInAdminPorts({ adminTranslations }) })
  // The first render loads the code-split page: give it longer than the default second.
  const table = await screen.findByRole('table', { name: 'Interface texts' }, { timeout: 5000 })
  return { ...view, table, adminTranslations }
}

const rowOf = (table: HTMLElement, key: string) => within(table).getByText(key).closest('tr')!

describe('the translations editor', () => {
  afterEach(cleanup)

  it('lists every key in the three languages with the report of texts to translate', async () => {
    const { table } = await openEditor()
    expect(screen.getByText('3 keys')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ελληνικά: 0 missing, 1 identical to English' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Translations', current: 'page' })).toBeTruthy()
    const row = rowOf(table, 'nav.home')
    expect(within(row).getByRole('textbox', { name: 'Text in Ελληνικά: nav.home' })).toHaveProperty(
      'value',
      'Αρχική',
    )
    expect(within(rowOf(table, 'nav.blog')).getByText('to translate')).toBeTruthy()
  })

  it('keeps the filter of texts to translate in the address', async () => {
    const { user, router, adminTranslations } = await openEditor()
    await user.selectOptions(screen.getByLabelText('Show'), 'Greek to translate')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('1 key')).toBeTruthy()
    expect(router.state.location.search).toMatchObject({ missing: 'el' })
    expect(screen.queryByText('nav.home')).toBeNull()
    const report = await adminTranslations.list({ page: 1, missing: 'el' })
    expect(report.items.map((e) => e.key)).toEqual(['nav.blog'])
  })

  it('saves a Greek text in place, says so and moves focus to the outcome', async () => {
    const { user, table, adminTranslations } = await openEditor('/admin/translations?missing=el')
    const field = within(rowOf(table, 'nav.blog')).getByRole('textbox', {
      name: 'Text in Ελληνικά: nav.blog',
    })
    await user.clear(field)
    await user.type(field, 'Ιστολόγιο')
    await user.click(within(rowOf(table, 'nav.blog')).getByRole('button', { name: 'Save Ελληνικά' }))
    const outcome = await screen.findByText('nav.blog in Ελληνικά is saved and live.')
    expect(outcome.getAttribute('role')).toBe('status')
    await screen.findByText('No key matches.')
    expect(document.activeElement).toBe(outcome)
    expect(adminTranslations.saves).toEqual([{ key: 'nav.blog', texts: { el: 'Ιστολόγιο' } }])
  })

  it('refuses a text that drops a placeholder, naming it, and sends nothing', async () => {
    const { user, table, adminTranslations } = await openEditor()
    const row = rowOf(table, 'topbar.email')
    const field = within(row).getByRole('textbox', { name: 'Text in Русский: topbar.email' })
    await user.clear(field)
    await user.type(field, 'Пишите нам')
    await user.click(within(row).getByRole('button', { name: 'Save Русский' }))
    const alert = await screen.findByText('Keep the placeholder {{email}} in the text.')
    expect(alert.getAttribute('role')).toBe('alert')
    expect(adminTranslations.saves).toEqual([])
  })

  it('resets an edited text to the built-in one', async () => {
    const adminTranslations = fakeAdminTranslations()
    await adminTranslations.save('nav.home', { ru: 'Домой' })
    const { user, table } = await openEditor('/admin/translations', adminTranslations)
    const row = rowOf(table, 'nav.home')
    expect(within(row).getByText('edited')).toBeTruthy()
    await user.click(within(row).getByRole('button', { name: 'Reset Русский to the built-in text' }))
    expect(await screen.findByText('nav.home in Русский is back to the built-in text.')).toBeTruthy()
    expect(
      await within(rowOf(table, 'nav.home')).findByRole('textbox', { name: 'Text in Русский: nav.home' }),
    ).toHaveProperty('value', 'Главная')
  })

  it('says so when the texts cannot be loaded', async () => {
    await renderRoute('/admin/translations', {
      ports: signedInAdminPorts({ adminTranslations: fakeAdminTranslations(undefined, { failing: true }) }),
    })
    const alert = await screen.findByText('The texts could not be loaded.', {}, { timeout: 5000 })
    expect(alert.getAttribute('role')).toBe('alert')
  })
})
