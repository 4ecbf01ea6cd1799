import { Link } from '@tanstack/react-router'
import type { ContentLink } from '@content/content-types'

/** A link written in page content: a client-side navigation to one of the site's pages. */
export function ContentLinkView({ link, className }: { link: ContentLink; className?: string }) {
  return (
    <Link to={link.to} hash={link.hash} className={className}>
      {link.label}
    </Link>
  )
}
