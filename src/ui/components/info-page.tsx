import type { ReactNode } from 'react'
import type { TextKey, TextValues } from '../i18n/use-t'
import { useT } from '../i18n/use-t'

type InfoPageProps = {
  titleKey: TextKey
  introKey: TextKey
  values?: TextValues
  children?: ReactNode
}

/** A page whose features arrive in later issues: its heading and what it is for. */
export function InfoPage({ titleKey, introKey, values, children }: InfoPageProps) {
  const t = useT()
  return (
    <article className="page page--narrow">
      <h1>{t(titleKey)}</h1>
      <p className="lead">{t(introKey, values)}</p>
      {children}
    </article>
  )
}
