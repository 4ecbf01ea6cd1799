import { useEffect, useId, type KeyboardEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { CloseIcon } from '../icons'
import { SiteSearchBox } from './site-search-box'

type Props = { id: string; onClose: () => void }

/** The header's search panel (loaded when first opened): the search box, focused, and a button that closes it. */
export function HeaderSearchPanel({ id, onClose }: Props) {
  const t = useT()
  const inputId = `${useId()}-q`

  useEffect(() => {
    document.getElementById(inputId)?.focus()
  }, [inputId])

  // Escape closes the suggestions first (the field handles it); pressed again, it closes the panel.
  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    onClose()
  }

  return (
    // The panel only passes on the Escape its field did not use; every control in it is a native one.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div id={id} className="header-search__panel" onKeyDown={keyDown}>
      <div className="container header-search__row">
        <SiteSearchBox
          className="home-search header-search__form"
          formLabel={t('search.siteSearch')}
          inputId={inputId}
        />
        <button type="button" className="header-search__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{t('search.close')}</span>
        </button>
      </div>
    </div>
  )
}
