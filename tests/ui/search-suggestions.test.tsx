// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@domain/i18n/localized-text'
import { SUGGEST_DEBOUNCE_MS, type SearchSuggestion } from '@domain/search/search-suggestion'
import { fakeBusinesses, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const kafeneio: SearchSuggestion = {
  kind: 'business',
  label: 'Kafeneio',
  slug: 'kafeneio',
  citySlug: null,
  detail: 'Cafés · Larnaca',
}
const tavernsInLimassol: SearchSuggestion = {
  kind: 'category',
  label: 'Fish Tavernas in Limassol',
  slug: 'seafood-fish-tavernas',
  citySlug: 'limassol',
  detail: '12 businesses',
}
const kato: SearchSuggestion = {
  kind: 'city',
  label: 'Kato Pyrgos',
  slug: 'kato-pyrgos',
  citySlug: null,
  detail: '3 businesses',
}

type Call = {
  q: string
  lang: Locale
  signal: AbortSignal | undefined
  answer: (s: SearchSuggestion[]) => void
}

/** A directory whose suggestions answer only when the test says so, one call at a time. */
function heldSuggestions() {
  const calls: Call[] = []
  const suggest = (q: string, lang: Locale, signal?: AbortSignal) =>
    new Promise<SearchSuggestion[]>((resolve) => calls.push({ q, lang, signal, answer: resolve }))
  return { calls, ports: fakePorts({ businesses: fakeBusinesses(undefined, { suggest }) }) }
}

function instantSuggestions(answer: SearchSuggestion[] = [kafeneio, tavernsInLimassol, kato]) {
  const suggest = vi.fn(async (_q: string, _lang: Locale, _signal?: AbortSignal) => answer)
  return { suggest, ports: fakePorts({ businesses: fakeBusinesses(undefined, { suggest }) }) }
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

/**
 * Lets the typing pause run out and the answer arrive: the pause's end renders the field again, which asks, and
 * Query hands the answer over on a timeout of its own, each a turn after the other.
 */
async function pause() {
  await wait(SUGGEST_DEBOUNCE_MS)
  await answerTurns()
}

async function answerTurns() {
  for (let turn = 0; turn < 3; turn += 1) await wait(1)
}

async function homeBox(ports: ReturnType<typeof fakePorts>, locale: Locale = 'en') {
  const view = await renderRoute('/', { ports, locale })
  vi.useFakeTimers()
  const box = screen.getByRole('combobox', { name: /search businesses|αναζήτηση|поиск/i })
  return { ...view, box }
}

const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } })
const options = () => within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')
const statusOf = (box: HTMLElement) => {
  const form = box.closest('form')
  const region = form && [...form.querySelectorAll('[role="status"]')].find((s) => !s.closest('.voice-field'))
  if (!region) throw new Error('no suggestions status')
  return region
}

describe('suggestions as the visitor types', () => {
  it('asks from the second letter once typing pauses, and lists what is found with its kind', async () => {
    const { suggest, ports } = instantSuggestions()
    const { box } = await homeBox(ports)
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-autocomplete')).toBe('list')

    type(box, 'k')
    await wait(SUGGEST_DEBOUNCE_MS * 3)
    expect(suggest).not.toHaveBeenCalled()

    type(box, 'ka')
    await wait(SUGGEST_DEBOUNCE_MS - 1)
    expect(suggest).not.toHaveBeenCalled()
    await wait(1)
    await answerTurns()
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(suggest.mock.calls[0]?.slice(0, 2)).toEqual(['ka', 'en'])

    expect(box.getAttribute('aria-expanded')).toBe('true')
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id)
    expect(options().map((o) => o.textContent)).toEqual([
      'Kafeneio, BusinessCafés · Larnaca',
      'Fish Tavernas in Limassol, Category12 businesses',
      'Kato Pyrgos, Town3 businesses',
    ])
    expect(statusOf(box).textContent).toBe('3 suggestions. Use the up and down arrows to choose.')
  })

  it('names the kinds and counts in the reader’s language', async () => {
    const { suggest, ports } = instantSuggestions()
    const { box } = await homeBox(ports, 'ru')
    type(box, 'ка')
    await pause()
    expect(suggest.mock.calls[0]?.slice(0, 2)).toEqual(['ка', 'ru'])
    const listbox = screen.getByRole('listbox', { name: 'Подсказки' })
    expect(within(listbox).getAllByRole('option')[2]?.textContent).toContain(', Город')
    expect(statusOf(box).textContent).toBe('3 подсказки. Выберите стрелками вверх и вниз.')
  })

  it('moves the active option with the arrow keys, wrapping at the ends', async () => {
    const { ports } = instantSuggestions()
    const { box } = await homeBox(ports)
    type(box, 'ka')
    await pause()
    const active = () => box.getAttribute('aria-activedescendant')
    expect(active()).toBeNull()

    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(active()).toBe(options()[0]?.id)
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(active()).toBe(options()[1]?.id)
    expect(options()[0]?.getAttribute('aria-selected')).toBe('false')
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    fireEvent.keyDown(box, { key: 'ArrowUp' })
    expect(active()).toBe(options()[2]?.id)
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    expect(active()).toBe(options()[0]?.id)
  })

  it('opens the business page of the active option with Enter', async () => {
    const { ports } = instantSuggestions()
    const { box, router } = await homeBox(ports)
    type(box, 'ka')
    await pause()
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    // The key is handled: the form is not sent as well.
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false)
    vi.useRealTimers()
    await waitFor(() => expect(router.state.location.pathname).toBe('/kafeneio'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Kafeneio' })).toBeTruthy()
  })

  it('opens the listing of a category in a town when its option is tapped, without search text', async () => {
    const { ports } = instantSuggestions()
    const { box, router } = await homeBox(ports)
    type(box, 'fish')
    await pause()
    const option = options()[1]
    if (!option) throw new Error('no category option')
    fireEvent.mouseDown(option)
    fireEvent.click(option)
    vi.useRealTimers()
    await waitFor(() =>
      expect(router.state.location.href).toBe('/businesses?category=seafood-fish-tavernas&city=limassol'),
    )
  })

  it('leaves Enter to the form when no option is active', async () => {
    const { ports } = instantSuggestions()
    const { box } = await homeBox(ports)
    type(box, 'ka')
    await pause()
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(true)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes the list with Escape, keeping the text, and when the field loses focus', async () => {
    const { ports } = instantSuggestions()
    const { box } = await homeBox(ports)
    type(box, 'ka')
    await pause()
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    // Handled, so a search field does not also clear itself.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(box.getAttribute('aria-activedescendant')).toBeNull()
    expect((box as HTMLInputElement).value).toBe('ka')

    type(box, 'kaf')
    await pause()
    expect(screen.getByRole('listbox')).toBeTruthy()
    fireEvent.blur(box)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('cancels an outdated request and never shows its late answer', async () => {
    const { calls, ports } = heldSuggestions()
    const { box } = await homeBox(ports)
    type(box, 'ka')
    await wait(SUGGEST_DEBOUNCE_MS)
    type(box, 'kat')
    await wait(SUGGEST_DEBOUNCE_MS)
    expect(calls.map((c) => c.q)).toEqual(['ka', 'kat'])
    expect(calls[0]?.signal?.aborted).toBe(true)
    expect(calls[1]?.signal?.aborted).toBe(false)

    await act(async () => {
      calls[1]?.answer([kato])
      calls[0]?.answer([kafeneio])
    })
    await wait(1)
    expect(options().map((o) => o.textContent)).toEqual(['Kato Pyrgos, Town3 businesses'])
  })

  it('says so when nothing is suggested, with the list closed', async () => {
    const { ports } = instantSuggestions([])
    const { box } = await homeBox(ports)
    type(box, 'zz')
    await pause()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box.getAttribute('aria-expanded')).toBe('false')
    expect(statusOf(box).textContent).toBe('No suggestions')
  })
})

describe('suggestions in the listing search box', () => {
  it('are offered beside the filters, and Escape keeps the filter sheet open', async () => {
    const { ports } = instantSuggestions()
    const { router } = await renderRoute('/businesses?filters=open', { ports })
    vi.useFakeTimers()
    const form = screen.getByRole('search', { name: 'Filter and sort businesses' })
    const box = within(form).getByRole('combobox', { name: 'Search businesses' })
    type(box, 'ka')
    await pause()
    expect(options()).toHaveLength(3)
    fireEvent.keyDown(box, { key: 'Escape' })
    await wait(1)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(router.state.location.search).toMatchObject({ filters: 'open' })
  })
})
