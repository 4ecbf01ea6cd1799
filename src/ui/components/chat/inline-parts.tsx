import { useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { InlinePart } from '@domain/chat/linkify'
import { NewTabHint } from '../new-tab-link'

/** Text and links of a bot message: React text only, never markup (spec: nothing from a message is injected). */
export function InlineParts({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <InlinePartView key={index} part={part} />
      ))}
    </>
  )
}

function InlinePartView({ part }: { part: InlinePart }) {
  const router = useRouter()
  if (part.kind === 'text') return <>{part.text}</>
  if (part.kind === 'tel') return <a href={part.href}>{part.text}</a>
  if (part.kind === 'external') {
    return (
      <a href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <NewTabHint />
      </a>
    )
  }
  // Spec §2: bot links navigate within the site (a modified click still opens a tab the usual way).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href: part.href })
  }
  return (
    <a href={part.href} onClick={onClick}>
      {part.text}
    </a>
  )
}
