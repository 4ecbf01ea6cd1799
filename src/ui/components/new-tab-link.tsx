import type { ReactNode } from 'react'
import { useT } from '../i18n/use-t'

/** A link that opens in a new tab and says so to screen readers ("(opens in a new tab)", translated). */
export function NewTabLink({
  href,
  className,
  rel = 'noopener',
  onClick,
  children,
}: {
  href: string
  className?: string
  rel?: string
  onClick?: () => void
  children: ReactNode
}) {
  return (
    <a href={href} className={className} target="_blank" rel={rel} onClick={onClick}>
      {children}
      <NewTabHint />
    </a>
  )
}

export function NewTabHint() {
  const t = useT()
  // The space stays outside the hidden span so that the accessible name reads "Website (opens in a new tab)".
  return (
    <>
      {' '}
      <span className="visually-hidden">{t('link.newTab')}</span>
    </>
  )
}
