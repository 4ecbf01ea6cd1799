import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { NAV_MENUS } from '../../site-links'
import { CloseIcon, MenuIcon } from '../icons'
import { LanguageSwitcher } from './language-switcher'
import { DrawerAccount } from './user-menu'

const DRAWER_ID = 'mobile-drawer'
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * Spec §2: below 768px the navigation is a side drawer (a modal dialog). Its contents are rendered only while it
 * is open: the drawer opens with script alone, so the server's HTML and the page's hydration leave out its 50
 * elements and 15 links on every page (the footer and the sitemap page link to the same places).
 */
export function MobileMenu() {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const drawerRef = useRef<HTMLDivElement>(null)
  // Closing because a link was followed leaves focus to the new page's heading.
  const shouldReturnFocus = useRef(true)
  const close = () => setOpen(false)
  const closeForNavigation = () => {
    shouldReturnFocus.current = false
    setOpen(false)
  }

  useEffect(() => {
    if (!isOpen) return
    const drawer = drawerRef.current
    const toggle = toggleRef.current
    shouldReturnFocus.current = true
    drawer?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(false)
      } else if (event.key === 'Tab' && drawer) {
        trapTab(event, drawer)
      }
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node // event targets of pointer events are nodes
      if (!drawer?.contains(target) && !toggle?.contains(target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      // Focus returns to the control that opened the drawer.
      if (shouldReturnFocus.current) toggle?.focus()
    }
  }, [isOpen])

  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-expanded={isOpen}
        aria-controls={DRAWER_ID}
        aria-label={t('nav.menu')}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div className="drawer-backdrop" hidden={!isOpen} />
      <div
        ref={drawerRef}
        id={DRAWER_ID}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobileLabel')}
        hidden={!isOpen}
      >
        {isOpen ? <DrawerContents onClose={close} onNavigate={closeForNavigation} /> : null}
      </div>
    </div>
  )
}

function DrawerContents({ onClose, onNavigate }: { onClose(): void; onNavigate(): void }) {
  const t = useT()
  return (
    <>
      <div className="drawer__header">
        <button type="button" className="icon-button" aria-label={t('nav.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.label')}>
        {NAV_MENUS.map((menu) => (
          <section key={menu.id} className="drawer__group" aria-labelledby={`drawer-${menu.id}`}>
            <h2 id={`drawer-${menu.id}`} className="drawer__heading">
              {t(menu.labelKey)}
            </h2>
            <ul>
              {menu.items.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="drawer__link" onClick={onNavigate}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <div className="drawer__actions">
        <DrawerAccount onNavigate={onNavigate} />
        <Link to="/add-business" className="button" onClick={onNavigate}>
          {t('nav.addBusiness')}
        </Link>
      </div>
      <LanguageSwitcher />
    </>
  )
}

function trapTab(event: globalThis.KeyboardEvent, container: HTMLElement) {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}
