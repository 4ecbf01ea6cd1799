import { assign, emit, setup } from 'xstate'

/** Spec §9: the search box is focused this long after the dropdown opens. */
export const SEARCH_FOCUS_DELAY_MS = 100
/** Spec §9: the search box's focus flag resets this long after it loses focus. */
export const SEARCH_BLUR_RESET_MS = 200

export type PickerDirection = 'down' | 'up'

export interface PhonePickerContext {
  readonly search: string
  /** Index of the highlighted option in the visible list (keyboard), -1 for none. */
  readonly activeIndex: number
  /** The search box has focus, or lost it less than SEARCH_BLUR_RESET_MS ago. */
  readonly isSearchFocused: boolean
  readonly direction: PickerDirection
  readonly isDisabled: boolean
  /** The country last chosen, so a shared code (+7) keeps showing the flag the user picked (Kazakhstan). */
  readonly pickedIsoCode: string | null
}

export interface PhonePickerInput {
  readonly direction?: PickerDirection
  readonly isDisabled?: boolean
}

export type PhonePickerEvent =
  | { type: 'picker.toggle' }
  | { type: 'picker.close' }
  | { type: 'picker.escape' }
  | { type: 'picker.outsidePress' }
  | { type: 'picker.search'; text: string }
  | { type: 'picker.move'; step: 1 | -1; count: number }
  | { type: 'picker.choose'; dialCode: string; isoCode: string }
  | { type: 'picker.searchFocus' }
  | { type: 'picker.searchBlur' }
  | { type: 'picker.configure'; direction: PickerDirection; isDisabled: boolean }

/** What the picker asks its view to do: report a new value, move focus. */
export type PhonePickerEmitted =
  | { type: 'picker.changed'; dialCode: string }
  | { type: 'picker.focusSearch' }
  | { type: 'picker.focusTrigger' }

/**
 * Spec §4 "Phone picker": toggles on the trigger; choosing an entry sets the value, closes and clears the search; a
 * press outside closes and clears; the search box is focused 100 ms after opening and its focus flag resets 200 ms
 * after blur. Every way of closing clears the search, so the list is whole again on the next opening.
 */
export const phonePickerMachine = setup({
  types: {
    context: {} as PhonePickerContext,
    events: {} as PhonePickerEvent,
    emitted: {} as PhonePickerEmitted,
    input: {} as PhonePickerInput,
  },
  delays: {
    searchFocusDelay: SEARCH_FOCUS_DELAY_MS,
    focusResetDelay: SEARCH_BLUR_RESET_MS,
  },
  guards: {
    isEnabled: ({ context }) => !context.isDisabled,
    isBeingDisabled: ({ event }) => event.type === 'picker.configure' && event.isDisabled,
  },
  actions: {
    applyConfiguration: assign(({ event }) =>
      event.type === 'picker.configure' ? { direction: event.direction, isDisabled: event.isDisabled } : {},
    ),
    clearSearch: assign({ search: '', activeIndex: -1 }),
    setSearch: assign(({ event }) =>
      event.type === 'picker.search' ? { search: event.text, activeIndex: 0 } : {},
    ),
    moveHighlight: assign(({ context, event }) => {
      if (event.type !== 'picker.move' || event.count <= 0) return { activeIndex: -1 }
      const next = context.activeIndex + event.step
      return { activeIndex: Math.min(Math.max(next, 0), event.count - 1) }
    }),
    rememberPick: assign(({ event }) =>
      event.type === 'picker.choose' ? { pickedIsoCode: event.isoCode } : {},
    ),
    reportChange: emit(({ event }) => ({
      type: 'picker.changed' as const,
      dialCode: event.type === 'picker.choose' ? event.dialCode : '',
    })),
    markSearchFocused: assign({ isSearchFocused: true }),
    resetSearchFocus: assign({ isSearchFocused: false }),
    focusSearch: emit({ type: 'picker.focusSearch' as const }),
    focusTrigger: emit({ type: 'picker.focusTrigger' as const }),
  },
}).createMachine({
  id: 'phonePicker',
  context: ({ input }) => ({
    search: '',
    activeIndex: -1,
    isSearchFocused: false,
    direction: input.direction ?? 'down',
    isDisabled: input.isDisabled ?? false,
    pickedIsoCode: null,
  }),
  initial: 'closed',
  on: {
    'picker.configure': { actions: 'applyConfiguration' },
  },
  states: {
    closed: {
      on: {
        'picker.toggle': { guard: 'isEnabled', target: 'open' },
      },
    },
    open: {
      initial: 'opening',
      exit: ['clearSearch', 'resetSearchFocus'],
      on: {
        'picker.toggle': { target: 'closed' },
        'picker.close': { target: 'closed' },
        'picker.escape': { target: 'closed', actions: 'focusTrigger' },
        'picker.outsidePress': { target: 'closed' },
        'picker.choose': { target: 'closed', actions: ['rememberPick', 'reportChange', 'focusTrigger'] },
        'picker.search': { actions: 'setSearch' },
        'picker.move': { actions: 'moveHighlight' },
        'picker.configure': [
          { guard: 'isBeingDisabled', target: 'closed', actions: 'applyConfiguration' },
          { actions: 'applyConfiguration' },
        ],
      },
      states: {
        // Spec §9: wait 100 ms (the dropdown is laid out) before moving focus into the search box.
        opening: {
          after: { searchFocusDelay: { target: 'focused', actions: ['markSearchFocused', 'focusSearch'] } },
          on: { 'picker.searchFocus': { target: 'focused', actions: 'markSearchFocused' } },
        },
        focused: {
          on: { 'picker.searchBlur': { target: 'blurred' } },
        },
        blurred: {
          after: { focusResetDelay: { target: 'idle', actions: 'resetSearchFocus' } },
          on: { 'picker.searchFocus': { target: 'focused', actions: 'markSearchFocused' } },
        },
        idle: {
          on: { 'picker.searchFocus': { target: 'focused', actions: 'markSearchFocused' } },
        },
      },
    },
  },
})
