import { useMemo } from 'react'
import { parseReply } from '@domain/chat/reply-parser'
import { useT } from '../../i18n/use-t'
import { BusinessLinkCard } from './business-link-card'
import { InlineParts } from './inline-parts'

/** A bot reply through the reply parser's segments: paragraphs, lists, business cards and follow-up buttons. */
export function ReplyContent({
  text,
  onPropose,
  canPropose,
}: {
  text: string
  /** Sends a follow-up button's text as the visitor's next message. */
  onPropose(text: string): void
  canPropose: boolean
}) {
  const t = useT()
  const segments = useMemo(() => parseReply(text), [text])
  return (
    <>
      {segments.map((segment, index) => {
        switch (segment.kind) {
          case 'paragraph':
            return (
              <p key={index} className="chat-reply__paragraph">
                <InlineParts parts={segment.parts} />
              </p>
            )
          case 'list':
            return (
              <ul key={index} className="chat-reply__list">
                {segment.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineParts parts={item} />
                  </li>
                ))}
              </ul>
            )
          case 'businesses':
            return (
              <ul key={index} className="chat-reply__businesses" aria-label={t('chat.businesses.label')}>
                {segment.businesses.map((business) => (
                  <li key={business.id}>
                    <BusinessLinkCard business={business} />
                  </li>
                ))}
              </ul>
            )
          case 'propose':
            return (
              <div
                key={index}
                className="chat-reply__propose"
                role="group"
                aria-label={t('chat.proposals.label')}
              >
                {segment.options.map((option) => (
                  <button
                    key={option}
                    type="button"
                    className="chat-chip"
                    disabled={!canPropose}
                    onClick={() => onPropose(option)}
                  >
                    {option}
                  </button>
                ))}
              </div>
            )
        }
      })}
    </>
  )
}
