import { Link } from '@tanstack/react-router'
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useT } from '../../i18n/use-t'
import type { NavMenu as NavMenuData } from '../../site-links'
import { ChevronDownIcon } from '../icons'

// 'hover' follows the mouse; 'pinned' was opened by click or keyboard and stays until dismissed.
type MenuState = 'closed' | 'hover' | 'pinned'

/** A disclosure menu: opens on hover for mouse users and on click/Enter/Space for everyone; Escape closes. */
export function NavMenu({ menu }: { menu: NavMenuData }) {
  const t = useT()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<MenuState>('closed')
  const isOpen = state !== 'closed'

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setState((s) => (s === 'closed' ? 'hover' : s))
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setState((s) => (s === 'hover' ? 'closed' : s))
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return
    event.preventDefault()
    setState('closed')
    buttonRef.current?.focus()
  }

  return (
    <li
      className="nav-menu"
      data-open={isOpen}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setState('closed')
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-menu__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setState((s) => (s === 'pinned' ? 'closed' : 'pinned'))}
        onKeyDown={closeOnEscape}
      >
        {t(menu.labelKey)}
        <ChevronDownIcon className="nav-menu__chevron" />
      </button>
      {/* Its links are rendered while it is open: it opens with script alone (the footer links to the same places). */}
      <ul id={panelId} className="nav-menu__panel" hidden={!isOpen}>
        {isOpen &&
          menu.items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="nav-menu__link"
                onClick={() => setState('closed')}
                onKeyDown={closeOnEscape}
              >
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
      </ul>
    </li>
  )
}
