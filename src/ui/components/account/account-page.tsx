import type { ReactNode } from 'react'

/** The narrow page of an account step (sign in, register, a mailed link): its title, its lead and the rest. */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string
  lead?: string
  children: ReactNode
}) {
  return (
    <article className="page page--narrow account-page">
      <h1>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </article>
  )
}
