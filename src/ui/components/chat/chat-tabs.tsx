import { useRef, type KeyboardEvent } from 'react'
import type { WidgetChatKind } from '@domain/chat/chat-kind'
import { useT } from '../../i18n/use-t'

/**
 * How a visitor switches assistants in the widget: a tab per assistant under the header (WAI-ARIA tabs: arrow keys
 * move between them). Scheduling is listed only once a page has opened it.
 */
export function ChatTabs({
  kinds,
  active,
  onSelect,
  panelId,
  tabId,
}: {
  kinds: readonly WidgetChatKind[]
  active: WidgetChatKind
  onSelect(kind: WidgetChatKind): void
  panelId: string
  tabId: (kind: WidgetChatKind) => string
}) {
  const t = useT()
  const listRef = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = kinds[(kinds.indexOf(active) + step + kinds.length) % kinds.length] ?? active
    onSelect(next)
    listRef.current?.ownerDocument.getElementById(tabId(next))?.focus()
  }
  return (
    <div ref={listRef} className="chat-tabs" role="tablist" aria-label={t('chat.tabs.label')}>
      {kinds.map((kind) => (
        <button
          key={kind}
          id={tabId(kind)}
          type="button"
          role="tab"
          className="chat-tab"
          aria-selected={kind === active}
          aria-controls={panelId}
          tabIndex={kind === active ? 0 : -1}
          onClick={() => onSelect(kind)}
          onKeyDown={onKeyDown}
        >
          {t(`chat.title.${kind}`)}
        </button>
      ))}
    </div>
  )
}
