import { Link } from '@tanstack/react-router'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { SessionUser } from '@domain/session/session-user'
import { userMenuEntries } from '@domain/session/user-menu'
import { useT } from '../../i18n/use-t'
import { useSessionActions } from '../../session/session-actions'
import { ChevronDownIcon } from '../icons'

/**
 * A menu button (WAI-ARIA menu pattern): Enter, Space or ArrowDown opens it on the first item, ArrowUp on the
 * last; arrows, Home and End move; Escape and Tab close it, and Escape returns focus to the button.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const t = useT()
  const menuId = useId()
  const buttonId = useId()
  const { signOut } = useSessionActions()
  const [isOpen, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLUListElement>(null)
  const pendingFocus = useRef(0)
  const entries = userMenuEntries(user.role)

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
  const open = (focus: 'first' | 'last') => {
    setOpen(true)
    // The menu is rendered hidden, so its items exist and can take focus once it is shown.
    pendingFocus.current = requestAnimationFrame(() =>
      (focus === 'first' ? items()[0] : items().at(-1))?.focus(),
    )
  }
  const close = (returnFocus: boolean) => {
    // A menu closed before its first frame must not pull focus back into itself.
    cancelAnimationFrame(pendingFocus.current)
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      open('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      open('last')
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      close(true)
    }
  }
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement) // focus is on one of the items
    const move = (to: number) => list[(to + list.length) % list.length]?.focus()
    if (event.key === 'ArrowDown') move(index + 1)
    else if (event.key === 'ArrowUp') move(index - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') close(true)
    else if (event.key === 'Tab') return close(false)
    else return
    event.preventDefault()
  }

  return (
    <div
      className="user-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="button button--ghost user-menu__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        aria-label={t('userMenu.button', { name: user.name })}
        onClick={() => (isOpen ? close(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__name">{user.name}</span>
        <ChevronDownIcon className="nav-menu__chevron" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className="user-menu__panel"
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
      >
        {entries.map((entry) => (
          <li key={entry.to + entry.labelKey} role="none">
            <Link
              to={entry.to}
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item"
              onClick={() => close(false)}
            >
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="user-menu__item"
            onClick={() => {
              close(true)
              signOut()
            }}
          >
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </div>
  )
}

/** The signed-in user's entries in the mobile drawer, as plain links (the drawer is already a dialog). */
export function DrawerAccountLinks({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const t = useT()
  const headingId = useId()
  const { signOut } = useSessionActions()
  return (
    <section className="drawer__group drawer__account" aria-labelledby={headingId}>
      <h2 id={headingId} className="drawer__heading">
        {t('userMenu.signedInAs', { name: user.name })}
      </h2>
      <ul>
        {userMenuEntries(user.role).map((entry) => (
          <li key={entry.to + entry.labelKey}>
            <Link to={entry.to} className="drawer__link" onClick={onNavigate}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="drawer__link drawer__signout"
            onClick={() => {
              signOut()
              onNavigate()
            }}
          >
            {t('userMenu.signOut')}
          </button>
        </li>
      </ul>
    </section>
  )
}
