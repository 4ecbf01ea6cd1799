import { useEffect, useId, useRef, useState } from 'react'
import type { WidgetChatKind } from '@domain/chat/chat-kind'
import type { PanelSize } from '@/ui/components/chat/chat-layout'
import { useT } from '../../i18n/use-t'
import { Dialog } from '../dialog/dialog'
import { AssistantTagline } from './assistant-heading'
import { ChatPanelHeader } from './chat-panel-header'
import { ChatTabs } from './chat-tabs'
import { Conversation } from './conversation'
import { EmbeddedChat } from './embedded-chat'
import { SupportChat } from './support-chat'
import { useAssistantChat } from './use-assistant-chat'
import { useSupportChat } from './use-support-chat'

/**
 * The open chat panel (spec §2): header, assistant tabs and the active conversation. Every assistant's
 * conversation lives as long as the panel, so switching tabs or closing the panel loses nothing.
 */
export function ChatPanel({
  size,
  kind,
  kinds,
  isHome,
  onSelect,
  onToggleSize,
  onClose,
}: {
  size: PanelSize
  kind: WidgetChatKind
  kinds: readonly WidgetChatKind[]
  isHome: boolean
  onSelect(kind: WidgetChatKind): void
  onToggleSize(): void
  onClose(): void
}) {
  const t = useT()
  const id = useId()
  const support = useSupportChat()
  const general = useAssistantChat('general')
  const scheduling = useAssistantChat('scheduling')
  const [isAssistantOpen, setAssistantOpen] = useState(false)
  const isOpen = size !== 'collapsed'
  const panelId = `${id}-panel`
  const tabId = (tab: WidgetChatKind) => `${id}-tab-${tab}`
  const bodyRef = useRef<HTMLDivElement>(null)

  // Focus moves into the panel when it opens: the first field of the form or the message input.
  useEffect(() => {
    if (isOpen) bodyRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()
  }, [isOpen])

  return (
    <section className="chat-panel" data-size={size} hidden={!isOpen} aria-labelledby={`${id}-title`}>
      <ChatPanelHeader
        titleId={`${id}-title`}
        kind={kind}
        size={size}
        canOpenAssistant={!isHome}
        onClear={() => support.send({ type: 'support.clear' })}
        onOpenAssistant={() => setAssistantOpen(true)}
        onToggleSize={onToggleSize}
        onClose={onClose}
      />
      <ChatTabs kinds={kinds} active={kind} onSelect={onSelect} panelId={panelId} tabId={tabId} />
      <div
        ref={bodyRef}
        id={panelId}
        className="chat-panel__body"
        role="tabpanel"
        aria-labelledby={tabId(kind)}
      >
        {kind === 'support' ? (
          <SupportChat support={support} place="widget" isActive={isOpen} />
        ) : (
          <Conversation
            key={kind}
            chat={kind === 'general' ? general : scheduling}
            kind={kind}
            place="widget"
            isActive={isOpen}
          />
        )}
      </div>
      <Dialog
        isOpen={isAssistantOpen}
        onClose={() => setAssistantOpen(false)}
        title={t('chat.title.general')}
        size="full"
        height="screen"
      >
        <AssistantTagline />
        <EmbeddedChat kind="general" isFullHeight isHeaderHidden />
      </Dialog>
    </section>
  )
}
