import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { SearchIcon } from '../icons'

// The panel's code (the search box with its suggestions) loads when the visitor first opens it, not with the page.
const HeaderSearchPanel = lazy(() =>
  import('../search/header-search-panel').then((m) => ({ default: m.HeaderSearchPanel })),
)

/**
 * The header's search on every page: a button that opens the directory's search box, with suggestions as one
 * types, in a panel over the page (nothing moves). Escape or the close button closes it and gives focus back to
 * the button; searching or choosing a suggestion closes it as the page changes.
 */
export function HeaderSearch() {
  const t = useT()
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const href = useRouterState({ select: (state) => state.location.href })
  // Open on the page it was opened on: a search or a chosen suggestion changes the page, which closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const isOpen = openOn === href

  const close = () => {
    setOpenOn(null)
    buttonRef.current?.focus()
  }

  return (
    <div className="header-search">
      <button
        ref={buttonRef}
        type="button"
        className="header-search__toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => (isOpen ? close() : setOpenOn(href))}
      >
        <SearchIcon className="header-search__icon" />
        <span className="visually-hidden">{t('search.open')}</span>
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
