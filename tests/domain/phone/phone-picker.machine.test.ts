import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  phonePickerMachine,
  SEARCH_BLUR_RESET_MS,
  SEARCH_FOCUS_DELAY_MS,
  type PhonePickerEmitted,
  type PhonePickerInput,
} from '@domain/phone/phone-picker.machine'

function startPicker(input: PhonePickerInput = {}) {
  const actor = createActor(phonePickerMachine, { input })
  const emitted: PhonePickerEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, state: () => actor.getSnapshot() }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the phone picker machine', () => {
  it('starts closed, opening downward, enabled, with an empty search', () => {
    const { state } = startPicker()
    expect(state().matches('closed')).toBe(true)
    expect(state().context).toMatchObject({
      search: '',
      activeIndex: -1,
      isSearchFocused: false,
      direction: 'down',
      isDisabled: false,
      pickedIsoCode: null,
    })
  })

  it('takes the direction and the disabled state from its input', () => {
    const { state } = startPicker({ direction: 'up', isDisabled: true })
    expect(state().context.direction).toBe('up')
    expect(state().context.isDisabled).toBe(true)
  })

  it('toggles open and closed on the trigger', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    expect(state().matches('open')).toBe(true)
    actor.send({ type: 'picker.toggle' })
    expect(state().matches('closed')).toBe(true)
  })

  it('does not open while disabled', () => {
    const { actor, state } = startPicker({ isDisabled: true })
    actor.send({ type: 'picker.toggle' })
    expect(state().matches('closed')).toBe(true)
  })

  it('closes when it is disabled while open, and opens again once enabled', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.configure', direction: 'down', isDisabled: true })
    expect(state().matches('closed')).toBe(true)
    actor.send({ type: 'picker.toggle' })
    expect(state().matches('closed')).toBe(true)
    actor.send({ type: 'picker.configure', direction: 'down', isDisabled: false })
    actor.send({ type: 'picker.toggle' })
    expect(state().matches('open')).toBe(true)
  })

  it('changes direction while open without closing', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.configure', direction: 'up', isDisabled: false })
    expect(state().matches('open')).toBe(true)
    expect(state().context.direction).toBe('up')
  })

  it('asks for the search box to be focused 100 ms after opening, not before', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS - 1)
    expect(state().context.isSearchFocused).toBe(false)
    expect(emitted).toEqual([])
    vi.advanceTimersByTime(1)
    expect(SEARCH_FOCUS_DELAY_MS).toBe(100)
    expect(state().matches({ open: 'focused' })).toBe(true)
    expect(state().context.isSearchFocused).toBe(true)
    expect(emitted).toEqual([{ type: 'picker.focusSearch' }])
  })

  it('does not move focus when closed again within 100 ms', () => {
    const { actor, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(50)
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS)
    expect(emitted).toEqual([])
  })

  it('marks the search focused at once when the user focuses it before the delay', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.searchFocus' })
    expect(state().context.isSearchFocused).toBe(true)
    vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS)
    expect(emitted).toEqual([])
  })

  it('resets the focus flag 200 ms after the search box loses focus', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS)
    actor.send({ type: 'picker.searchBlur' })
    vi.advanceTimersByTime(SEARCH_BLUR_RESET_MS - 1)
    expect(state().context.isSearchFocused).toBe(true)
    vi.advanceTimersByTime(1)
    expect(SEARCH_BLUR_RESET_MS).toBe(200)
    expect(state().context.isSearchFocused).toBe(false)
    expect(state().matches({ open: 'idle' })).toBe(true)
    actor.send({ type: 'picker.searchFocus' })
    expect(state().context.isSearchFocused).toBe(true)
  })

  it('keeps the focus flag when focus comes back within 200 ms', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.searchFocus' })
    actor.send({ type: 'picker.searchBlur' })
    vi.advanceTimersByTime(100)
    actor.send({ type: 'picker.searchFocus' })
    vi.advanceTimersByTime(SEARCH_BLUR_RESET_MS)
    expect(state().matches({ open: 'focused' })).toBe(true)
    expect(state().context.isSearchFocused).toBe(true)
  })

  it('stores the search text and highlights the first match', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.search', text: 'cyp' })
    expect(state().context).toMatchObject({ search: 'cyp', activeIndex: 0 })
  })

  it('ignores search text and choices while closed', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.search', text: 'cyp' })
    actor.send({ type: 'picker.choose', dialCode: '+30', isoCode: 'GR' })
    expect(state().context.search).toBe('')
    expect(emitted).toEqual([])
  })

  it('moves the highlight with the arrow keys within the visible options', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.move', step: -1, count: 3 })
    expect(state().context.activeIndex).toBe(0)
    actor.send({ type: 'picker.move', step: 1, count: 3 })
    actor.send({ type: 'picker.move', step: 1, count: 3 })
    actor.send({ type: 'picker.move', step: 1, count: 3 })
    expect(state().context.activeIndex).toBe(2)
    actor.send({ type: 'picker.move', step: -1, count: 3 })
    expect(state().context.activeIndex).toBe(1)
    actor.send({ type: 'picker.move', step: 1, count: 0 })
    expect(state().context.activeIndex).toBe(-1)
  })

  it('sets the value, closes, clears the search and returns focus to the trigger when a country is chosen', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.search', text: 'kaz' })
    actor.send({ type: 'picker.choose', dialCode: '+7', isoCode: 'KZ' })
    expect(state().matches('closed')).toBe(true)
    expect(state().context).toMatchObject({ search: '', activeIndex: -1, pickedIsoCode: 'KZ' })
    expect(emitted).toEqual([{ type: 'picker.changed', dialCode: '+7' }, { type: 'picker.focusTrigger' }])
  })

  it('closes and clears the search on a press outside, without moving focus', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.search', text: 'gr' })
    actor.send({ type: 'picker.outsidePress' })
    expect(state().matches('closed')).toBe(true)
    expect(state().context.search).toBe('')
    expect(emitted).toEqual([])
  })

  it('closes on Escape and returns focus to the trigger', () => {
    const { actor, state, emitted } = startPicker()
    actor.send({ type: 'picker.toggle' })
    actor.send({ type: 'picker.search', text: 'gr' })
    actor.send({ type: 'picker.escape' })
    expect(state().matches('closed')).toBe(true)
    expect(state().context.search).toBe('')
    expect(emitted).toEqual([{ type: 'picker.focusTrigger' }])
  })

  it('closes and resets the focus flag when focus leaves the picker', () => {
    const { actor, state } = startPicker()
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS)
    actor.send({ type: 'picker.close' })
    expect(state().matches('closed')).toBe(true)
    expect(state().context.isSearchFocused).toBe(false)
  })

  it('waits for delays given through provide', () => {
    const quick = phonePickerMachine.provide({ delays: { searchFocusDelay: 5 } })
    const actor = createActor(quick, { input: {} }).start()
    actor.send({ type: 'picker.toggle' })
    vi.advanceTimersByTime(5)
    expect(actor.getSnapshot().context.isSearchFocused).toBe(true)
  })
})
