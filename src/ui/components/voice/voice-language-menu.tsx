import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { VOICE_LANGUAGES, type VoiceLanguage } from '@domain/voice/voice-languages'
import { useT } from '../../i18n/use-t'
import { voiceLanguageName } from './voice-message'

type Props = {
  id: string
  language: VoiceLanguage
  onChoose: (language: VoiceLanguage) => void
  /** Closes the menu; `returnFocus` is false when focus is leaving anyway (Tab, a press outside). */
  onClose: (returnFocus: boolean) => void
}

/**
 * The voice-language menu (WAI-ARIA menu pattern): focus starts on the current language; arrows, Home and End
 * move; Enter or Space chooses; Escape closes and focus goes back to the control that opened it.
 */
export function VoiceLanguageMenu({ id, language, onChoose, onClose }: Props) {
  const t = useT()
  const [active, setActive] = useState(() => Math.max(VOICE_LANGUAGES.indexOf(language), 0))
  const items = useRef<Array<HTMLLIElement | null>>([])
  const menu = useRef<HTMLUListElement>(null)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    items.current[active]?.focus()
  }, [active])

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target
      if (target instanceof Node && !menu.current?.contains(target)) close.current(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [])

  const count = VOICE_LANGUAGES.length
  const onKeyDown = (event: KeyboardEvent) => {
    const move = (index: number) => {
      event.preventDefault()
      setActive((index + count) % count)
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1)
      case 'ArrowUp':
        return move(active - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(count - 1)
      case 'Enter':
      case ' ': {
        event.preventDefault()
        const chosen = VOICE_LANGUAGES[active]
        if (chosen) onChoose(chosen)
        return
      }
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        return onClose(true)
      case 'Tab':
        return onClose(false)
    }
  }

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={t('voice.menuLabel')}
      className="voice-menu"
      onKeyDown={onKeyDown}
    >
      {VOICE_LANGUAGES.map((code, index) => (
        <li
          key={code}
          ref={(element) => {
            items.current[index] = element
          }}
          role="menuitemradio"
          aria-checked={code === language}
          tabIndex={index === active ? 0 : -1}
          className="voice-menu__item"
          onClick={() => onChoose(code)}
          onKeyDown={onKeyDown}
          onMouseEnter={() => setActive(index)}
        >
          {voiceLanguageName(t, code)}
        </li>
      ))}
    </ul>
  )
}
