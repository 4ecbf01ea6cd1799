import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { toBusinessSearch } from '@domain/search/business-search-params'
import { suggestibleText, suggestionTarget, type SearchSuggestion } from '@domain/search/search-suggestion'
import { useT } from '../../i18n/use-t'
import { VoiceInputField } from '../voice/voice-input-field'
import { SuggestionKindIcon } from './suggestion-kind-icon'
import { useSearchSuggestions } from './use-search-suggestions'

type Props = {
  id?: string
  name: string
  value: string
  onChange: (value: string) => void
  label: string
  isLabelVisible?: boolean
  placeholder: string
  maxLength: number
}

/**
 * A search box with voice input that suggests businesses, categories and towns as the visitor types (issue 29),
 * following the WAI-ARIA 1.2 combobox pattern: focus stays in the field, the arrows move the active option
 * (aria-activedescendant), Enter opens it, Escape closes the list, and a polite status says how many there are.
 * Enter without an active option submits the form as before, so the box still works as a plain search; before
 * hydration it is the plain GET form's field.
 */
export function SearchSuggestField({ value, onChange, ...field }: Props) {
  const t = useT()
  const listboxId = `${useId()}-suggestions`
  const navigate = useNavigate()
  // Open from the first key press until a choice, Escape or leaving the field; closed, nothing is asked for.
  const [isOpen, setOpen] = useState(false)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const { suggestions, isCurrent } = useSearchSuggestions(isOpen ? value : '')
  const activeIndex = suggestions.findIndex((s) => keyOf(s) === activeKey)
  const isExpanded = isOpen && suggestions.length > 0
  const activeId = isExpanded && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined

  // The list scrolls inside itself on a small screen: the option the arrows reach is brought into view.
  // (jsdom has no scrollIntoView, hence the optional call.)
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeId])

  const close = () => {
    setOpen(false)
    setActiveKey(null)
  }

  const pick = (suggestion: SearchSuggestion) => {
    close()
    const target = suggestionTarget(suggestion)
    void (target.kind === 'business'
      ? navigate({ to: '/$businessSlug', params: { businessSlug: target.slug } })
      : navigate({ to: '/businesses', search: toBusinessSearch(target.query) }))
  }

  const move = (step: 1 | -1) => {
    const count = suggestions.length
    // From no active option Down goes to the first and Up to the last; past either end the choice wraps.
    const from = isExpanded ? activeIndex : -1
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count
    const suggestion = suggestions[next]
    setActiveKey(suggestion ? keyOf(suggestion) : null)
  }

  const keyDown = (event: KeyboardEvent) => {
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestibleText(value) === null) return
      event.preventDefault()
      setOpen(true)
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      const active = isExpanded ? suggestions[activeIndex] : undefined
      close()
      if (!active) return
      event.preventDefault()
      pick(active)
    } else if (event.key === 'Escape' && isExpanded) {
      // Only the list closes: a search field would also clear its text, and the filter sheet would close.
      event.preventDefault()
      close()
    }
  }

  const announcement =
    !isOpen || !isCurrent
      ? ''
      : suggestions.length > 0
        ? t('suggest.count', { count: suggestions.length })
        : t('suggest.none')

  return (
    <>
      <VoiceInputField
        {...field}
        type="search"
        value={value}
        onChange={(next) => {
          onChange(next)
          setOpen(true)
          setActiveKey(null)
        }}
        combobox={{
          role: 'combobox',
          'aria-expanded': isExpanded,
          'aria-controls': listboxId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': activeId,
          onKeyDown: keyDown,
          onBlur: close,
        }}
        popup={
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('suggest.listLabel')}
            className="suggest"
            hidden={!isExpanded}
            // A press on an option must not take focus from the field: the blur would close the list first.
            onMouseDown={(event) => event.preventDefault()}
          >
            {suggestions.map((suggestion, index) => (
              // Options are never focused (focus stays in the field, aria-activedescendant points at them); the
              // keyboard reaches them through the field's arrow keys.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={keyOf(suggestion)}
                id={`${listboxId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className="suggest__option"
                onClick={() => pick(suggestion)}
              >
                <SuggestionKindIcon kind={suggestion.kind} className="suggest__icon" />
                <span className="suggest__label">{suggestion.label}</span>
                <span className="visually-hidden">, {t(`suggest.kind.${suggestion.kind}`)}</span>
                {suggestion.detail && <span className="suggest__detail">{suggestion.detail}</span>}
              </li>
            ))}
          </ul>
        }
      />
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </>
  )
}

function keyOf(suggestion: SearchSuggestion): string {
  return `${suggestion.kind}:${suggestion.slug}:${suggestion.citySlug ?? ''}`
}
