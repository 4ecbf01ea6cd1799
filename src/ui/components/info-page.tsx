import type { ReactNode } from 'react'
import type { TextKey, TextValues } from '../i18n/use-t'
import { useT } from '../i18n/use-t'

type InfoPageProps = {
  titleKey: TextKey
  introKey: TextKey
  values?: TextValues
  /** Wider column for tables (the plan comparison). */
  isWide?: boolean
  children?: ReactNode
}

/** An information page: its heading, the lead paragraph (also its meta description) and its content. */
export function InfoPage({ titleKey, introKey, values, isWide = false, children }: InfoPageProps) {
  const t = useT()
  return (
    <article className={isWide ? 'page info-page info-page--wide' : 'page page--narrow info-page'}>
      <h1>{t(titleKey)}</h1>
      <p className="lead">{t(introKey, values)}</p>
      {children}
    </article>
  )
}
