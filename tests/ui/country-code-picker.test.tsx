// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import { el } from '@content/messages/el'
import { en } from '@content/messages/en'
import { COUNTRIES } from '@domain/phone/countries'
import { SEARCH_FOCUS_DELAY_MS } from '@domain/phone/phone-picker.machine'
import { CountryCodePicker, type CountryCodePickerProps } from '@/ui/components/phone/country-code-picker'
import { addMessageTable, createAppI18n } from '@/ui/i18n/create-i18n'

type Options = Partial<Omit<CountryCodePickerProps, 'value' | 'onChange'>> & {
  initial?: string
  locale?: Locale
}

// A form field around the picker, as registration and the support form use it.
function Field({
  initial,
  onChange,
  ...props
}: Omit<Options, 'locale'> & { onChange: (code: string) => void }) {
  const [code, setCode] = useState(initial ?? '+357')
  return (
    <div>
      <CountryCodePicker
        label="Country code"
        {...props}
        value={code}
        onChange={(next) => {
          setCode(next)
          onChange(next)
        }}
      />
      <output aria-label="Chosen code">{code}</output>
      <button type="button">Elsewhere</button>
    </div>
  )
}

function renderPicker({ locale = 'en', ...options }: Options = {}) {
  const i18n = createAppI18n(locale, { en })
  if (locale === 'el') addMessageTable(i18n, 'el', el)
  const onChange = vi.fn()
  const user = userEvent.setup()
  render(
    <I18nextProvider i18n={i18n}>
      <Field {...options} onChange={onChange} />
    </I18nextProvider>,
  )
  return { user, onChange, trigger: screen.getByRole('button', { name: options.label ?? 'Country code' }) }
}

async function openPicker(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger)
  // The user goes straight to the search box; the 100 ms automatic focus has its own test.
  const search = screen.getByRole('combobox')
  await user.click(search)
  return search
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('the country-code picker', () => {
  it('shows the flag and code of the value on a labelled, collapsed trigger', () => {
    const { trigger } = renderPicker()
    expect(trigger.textContent).toContain('🇨🇾')
    expect(trigger.textContent).toContain('+357')
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('opens a list of every country and focuses the search box 100 ms later', () => {
    // user-event waits on real timeouts, so this test presses the trigger with fireEvent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { trigger } = renderPicker()
    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const search = screen.getByRole('combobox', { name: 'Search countries' })
    expect(search.getAttribute('placeholder')).toBe('Search countries...')
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(COUNTRIES.length)
    act(() => vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS - 1))
    expect(document.activeElement).not.toBe(search)
    act(() => vi.advanceTimersByTime(1))
    expect(document.activeElement).toBe(search)
  })

  it('marks the current country as selected', async () => {
    const { user, trigger } = renderPicker()
    await openPicker(user, trigger)
    const selected = screen.getAllByRole('option', { selected: true })
    expect(selected.map((option) => option.textContent)).toEqual(['🇨🇾Cyprus+357'])
  })

  it('filters by name or code and says when nothing matches', async () => {
    const { user, trigger } = renderPicker()
    const search = await openPicker(user, trigger)
    await user.type(search, 'GREE')
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(names).toEqual(['🇬🇷Greece+30', '🇬🇱Greenland+299'])
    await user.clear(search)
    await user.type(search, '+7')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇰🇿Kazakhstan+7', '🇷🇺Russia+7'])
    await user.clear(search)
    await user.type(search, 'Atlantis')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByText('No countries found').getAttribute('role')).toBe('status')
  })

  it('chooses by keyboard: arrows move, Enter sets the value, closes and returns focus', async () => {
    const { user, trigger, onChange } = renderPicker()
    const search = await openPicker(user, trigger)
    await user.type(search, '+7')
    await user.keyboard('{ArrowDown}')
    const options = screen.getAllByRole('option')
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id)
    await user.keyboard('{ArrowUp}')
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]?.id)
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith('+7')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    // The picked country of a shared code keeps its own flag.
    expect(trigger.textContent).toContain('🇰🇿')
    expect(screen.getByRole('status', { name: 'Chosen code' }).textContent).toBe('+7')
  })

  it('opens again with a cleared search after a choice', async () => {
    const { user, trigger } = renderPicker()
    const search = await openPicker(user, trigger)
    await user.type(search, 'greece')
    await user.click(screen.getByRole('option', { name: /Greece/ }))
    expect(trigger.textContent).toContain('+30')
    const again = await openPicker(user, trigger)
    expect((again as HTMLInputElement).value).toBe('')
    expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length)
  })

  it('closes and clears the search on a press outside', async () => {
    const { user, trigger, onChange } = renderPicker()
    const search = await openPicker(user, trigger)
    await user.type(search, 'cyp')
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(onChange).not.toHaveBeenCalled()
    const again = await openPicker(user, trigger)
    expect((again as HTMLInputElement).value).toBe('')
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user, trigger } = renderPicker()
    await openPicker(user, trigger)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('closes when Tab moves focus out of the picker', async () => {
    const { user, trigger } = renderPicker()
    await openPicker(user, trigger)
    await user.tab()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
  })

  it('cannot be opened while disabled', async () => {
    const { user, trigger } = renderPicker({ disabled: true })
    expect((trigger as HTMLButtonElement).disabled).toBe(true)
    await user.click(trigger)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('opens upward when asked', async () => {
    const { user, trigger } = renderPicker({ direction: 'up' })
    await openPicker(user, trigger)
    const dropdown = screen.getByRole('listbox').parentElement
    expect(dropdown?.className).toContain('phone-picker__dropdown--up')
  })

  it('opens downward by default', async () => {
    const { user, trigger } = renderPicker()
    await openPicker(user, trigger)
    expect(screen.getByRole('listbox').parentElement?.className).toContain('phone-picker__dropdown--down')
  })

  it('speaks Greek on a Greek page and still finds English names', async () => {
    const { user, trigger } = renderPicker({ locale: 'el', label: 'Κωδικός χώρας' })
    const search = await openPicker(user, trigger)
    expect(search.getAttribute('placeholder')).toBe('Αναζήτηση χωρών...')
    await user.type(search, 'cyprus')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['🇨🇾Κύπρος+357'])
    await user.clear(search)
    await user.type(search, 'xyz')
    expect(screen.getByText('Δεν βρέθηκαν χώρες').getAttribute('role')).toBe('status')
  })

  it('shows the flag of a value taken from a stored phone', () => {
    renderPicker({ initial: '+1242' })
    expect(screen.getByRole('button', { name: 'Country code' }).textContent).toContain('🇧🇸')
  })
})
