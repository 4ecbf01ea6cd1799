// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from '@content/messages/en'
import { fakeLanguagePreference, fakePorts, fakeTranslations } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

describe('switching the language', () => {
  it('re-renders the shell and multilingual data in Greek without a reload, and stores the choice', async () => {
    const languagePreference = fakeLanguagePreference()
    const { user } = await renderRoute('/businesses/1', { ports: fakePorts({ languagePreference }) })
    expect(screen.getByRole('heading', { level: 1, name: 'Meze Taverna' })).toBeTruthy()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'el')

    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Ταβέρνα Μεζέ' })).toBeTruthy())
    expect(document.documentElement.lang).toBe('el')
    expect(screen.getByRole('navigation', { name: 'Κύρια πλοήγηση' }).textContent).toContain('Καταχωρίσεις')
    expect(screen.getByRole('combobox', { name: 'Γλώσσα' })).toBeTruthy()
    expect(languagePreference.stored).toBe('el')
  })

  it('falls back to English for keys the server table lacks', async () => {
    const translations = fakeTranslations({ en, el: { 'nav.listings': 'Καταχωρίσεις' } })
    const { user } = await renderRoute('/', { ports: fakePorts({ translations }) })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'el')

    await waitFor(() => expect(screen.getByRole('button', { name: 'Καταχωρίσεις' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Blog' })).toBeTruthy()
  })

  it('keeps English everywhere when the translations cannot be loaded', async () => {
    const translations = fakeTranslations({ en })
    const { user } = await renderRoute('/', { ports: fakePorts({ translations }) })

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ru')

    await waitFor(() => expect(document.documentElement.lang).toBe('ru'))
    expect(screen.getByRole('button', { name: 'Listings' })).toBeTruthy()
  })

  it('renders in the language it starts with', async () => {
    await renderRoute('/', { locale: 'ru' })
    expect(screen.getByRole('button', { name: 'Каталог' })).toBeTruthy()
    expect(document.documentElement.lang).toBe('ru')
  })
})
