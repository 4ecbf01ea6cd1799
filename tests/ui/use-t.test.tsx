// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import type { MessageTable } from '@domain/i18n/message-table'
import { addMessageTable, createAppI18n } from '@/ui/i18n/create-i18n'
import { useT } from '@/ui/i18n/use-t'

// The tables are the server's: partial ones stand for a language whose texts have not all arrived.
const english = { 'nav.home': 'Home', 'saved.saveName': 'Save {{name}}' } as MessageTable
const greek = { 'nav.home': 'Αρχική', 'saved.saveName': 'Αποθήκευση: {{name}}' } as MessageTable

function Texts({ name }: { name: string }) {
  const t = useT()
  return (
    <>
      <p>{t('nav.home')}</p>
      <p>{t('saved.saveName', { name })}</p>
    </>
  )
}

afterEach(cleanup)

describe('useT', () => {
  it('answers a text asked again without values as i18next did the first time', () => {
    const i18n = createAppI18n('el', { en: english, el: greek })
    render(
      <I18nextProvider i18n={i18n}>
        <Texts name="Λεμόνι" />
        <Texts name="Κέδρος" />
      </I18nextProvider>,
    )
    expect(screen.getAllByText('Αρχική')).toHaveLength(2)
    expect(screen.getByText('Αποθήκευση: Λεμόνι')).toBeTruthy()
    expect(screen.getByText('Αποθήκευση: Κέδρος')).toBeTruthy()
  })

  it('reads a text again once its language’s table arrives, instead of the English it fell back to', () => {
    const i18n = createAppI18n('el', { en: english })
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Texts name="Λεμόνι" />
      </I18nextProvider>,
    )
    expect(screen.getByText('Home')).toBeTruthy()
    act(() => addMessageTable(i18n, 'el', greek))
    rerender(
      <I18nextProvider i18n={i18n}>
        <Texts name="Κέδρος" />
      </I18nextProvider>,
    )
    expect(screen.getByText('Αρχική')).toBeTruthy()
    expect(screen.getByText('Αποθήκευση: Κέδρος')).toBeTruthy()
  })

  it('keeps each language’s texts apart when the language changes', async () => {
    const i18n = createAppI18n('en', { en: english, el: greek })
    render(
      <I18nextProvider i18n={i18n}>
        <Texts name="Lemon" />
      </I18nextProvider>,
    )
    expect(screen.getByText('Home')).toBeTruthy()
    await act(() => i18n.changeLanguage('el'))
    expect(screen.getByText('Αρχική')).toBeTruthy()
    await act(() => i18n.changeLanguage('en'))
    expect(screen.getByText('Home')).toBeTruthy()
  })
})
