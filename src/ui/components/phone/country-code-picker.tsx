import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { countryForCode } from '@domain/phone/countries'
import { searchCountries } from '@domain/phone/country-search'
import { phonePickerMachine, type PickerDirection } from '@domain/phone/phone-picker.machine'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

export type CountryCodePickerProps = {
  /** The dialling code, e.g. '+357'. */
  value: string
  onChange(code: string): void
  /** The trigger's accessible name, e.g. "Country code". */
  label: string
  disabled?: boolean
  /** Spec §2: the dropdown opens downward by default, or upward (e.g. near the bottom of the chat panel). */
  direction?: PickerDirection
  /** The trigger's id, so a form's <label htmlFor> can point at it. */
  id?: string
}

/**
 * The phone-code picker (spec §2, §4): a trigger showing flag and code, a dropdown with a search box and a listbox
 * of countries. The search box keeps focus; arrow keys move the highlighted option (aria-activedescendant), Enter
 * chooses it, Escape closes and returns focus to the trigger, Tab away or a press outside closes. All of that is
 * decided by `phonePickerMachine`; this component only sends it events.
 */
export function CountryCodePicker({
  value,
  onChange,
  label,
  disabled = false,
  direction = 'down',
  id,
}: CountryCodePickerProps) {
  const t = useT()
  const locale = useLocale()
  const actor = useActorRef(phonePickerMachine, { input: { direction, isDisabled: disabled } })
  const isOpen = useSelector(actor, (s) => s.matches('open'))
  const search = useSelector(actor, (s) => s.context.search)
  const activeIndex = useSelector(actor, (s) => s.context.activeIndex)
  const pickedIsoCode = useSelector(actor, (s) => s.context.pickedIsoCode)
  const isSearchFocused = useSelector(actor, (s) => s.context.isSearchFocused)
  const openDirection = useSelector(actor, (s) => s.context.direction)

  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })

  const baseId = useId()
  const triggerId = id ?? `${baseId}-trigger`
  const listId = `${baseId}-list`
  const searchId = `${baseId}-search`
  const descriptionId = `${baseId}-selected`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const shown = countryForCode(value, pickedIsoCode)
  const results = useMemo(() => (isOpen ? searchCountries(search, locale) : []), [isOpen, search, locale])
  const active = activeIndex >= 0 ? results[activeIndex] : undefined

  useEffect(() => {
    actor.send({ type: 'picker.configure', direction, isDisabled: disabled })
  }, [actor, direction, disabled])

  useEffect(() => {
    const subscriptions = [
      actor.on('picker.changed', (event) => onChangeRef.current(event.dialCode)),
      actor.on('picker.focusSearch', () => searchRef.current?.focus()),
      actor.on('picker.focusTrigger', () => triggerRef.current?.focus()),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor])

  // Spec §4: a press outside closes the dropdown and clears the search.
  useEffect(() => {
    if (!isOpen) return
    const onPointerDown = (event: PointerEvent) => {
      const root = rootRef.current
      if (root && event.target instanceof Node && root.contains(event.target)) return
      actor.send({ type: 'picker.outsidePress' })
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [actor, isOpen])

  useEffect(() => {
    if (activeIndex < 0) return
    // jsdom has no scrollIntoView; browsers do.
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' })
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex])

  const choose = (index: number) => {
    const country = results[index]
    if (country) actor.send({ type: 'picker.choose', dialCode: country.dialCode, isoCode: country.isoCode })
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      actor.send({ type: 'picker.move', step: event.key === 'ArrowDown' ? 1 : -1, count: results.length })
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(activeIndex)
    }
  }

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      event.stopPropagation()
      actor.send({ type: 'picker.escape' })
    }
  }

  // Tab (or any focus move) to something outside the picker closes it; a press outside is handled above.
  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (isOpen && next instanceof Node && !event.currentTarget.contains(next))
      actor.send({ type: 'picker.close' })
  }

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isOpen && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      actor.send({ type: 'picker.toggle' })
    }
  }

  return (
    // The wrapper only listens for Escape and focus leaving the picker; its controls are the button and the input.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="phone-picker" ref={rootRef} onKeyDown={onRootKeyDown} onBlur={onRootBlur}>
      <button
        type="button"
        id={triggerId}
        ref={triggerRef}
        className="phone-picker__trigger"
        aria-label={label}
        aria-describedby={shown ? descriptionId : undefined}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        disabled={disabled}
        // A press must not move focus before the click lands: in the Live Support form the field that loses it
        // shows its error at once, the form grows, the trigger moves out from under the pointer and the browser
        // sends no click. Focus moves on the click instead, after the press is over.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.currentTarget.focus()
          actor.send({ type: 'picker.toggle' })
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {shown ? (
          <span className="phone-picker__flag" aria-hidden="true">
            {shown.flag}
          </span>
        ) : null}
        <span className="phone-picker__code">{value}</span>
        <span className="phone-picker__caret" aria-hidden="true">
          {isOpen === (openDirection === 'down') ? '▴' : '▾'}
        </span>
      </button>
      {shown ? (
        <span id={descriptionId} className="visually-hidden">
          {t('phone.selected', { country: shown.names[locale], code: shown.dialCode })}
        </span>
      ) : null}
      {isOpen ? (
        <div className={`phone-picker__dropdown phone-picker__dropdown--${openDirection}`}>
          <label htmlFor={searchId} className="visually-hidden">
            {t('phone.searchLabel')}
          </label>
          <input
            id={searchId}
            ref={searchRef}
            className="phone-picker__search"
            data-focused={isSearchFocused}
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('phone.searchPlaceholder')}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            value={search}
            onChange={(event) => actor.send({ type: 'picker.search', text: event.target.value })}
            onFocus={() => actor.send({ type: 'picker.searchFocus' })}
            onBlur={() => actor.send({ type: 'picker.searchBlur' })}
            onKeyDown={onSearchKeyDown}
          />
          {results.length > 0 ? (
            <ul id={listId} className="phone-picker__list" role="listbox" aria-label={t('phone.listLabel')}>
              {results.map((country, index) => (
                // Options are chosen by pointer here and by keyboard from the search box (aria-activedescendant).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={country.isoCode}
                  id={optionId(index)}
                  role="option"
                  className="phone-picker__option"
                  aria-selected={country.isoCode === shown?.isoCode}
                  data-active={index === activeIndex}
                  // Keep focus in the search box, so choosing does not first blur it and close the picker.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                >
                  <span className="phone-picker__flag" aria-hidden="true">
                    {country.flag}
                  </span>
                  <span className="phone-picker__name">{country.names[locale]}</span>
                  <span className="phone-picker__option-code">{country.dialCode}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p id={listId} className="phone-picker__empty" role="status">
              {t('phone.noCountries')}
            </p>
          )}
        </div>
      ) : null}
    </div>
  )
}
