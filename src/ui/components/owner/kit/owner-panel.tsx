import { useId, type ReactNode } from 'react'
import { OwnerLoadError } from './owner-feedback'

/**
 * One tool of the Business Portal (photos, reviews, inbox, analytics, card): a section named by its heading, with
 * the alert of a panel whose data could not be read.
 */
export function OwnerPanel({
  title,
  isError,
  children,
}: {
  /** The heading's content: its text, and a badge where the panel has one. */
  title: ReactNode
  isError: boolean
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className="section panel owner-tools" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {isError && <OwnerLoadError />}
      {children}
    </section>
  )
}
