import { useId, type CSSProperties } from 'react'
import { panelCssVariables } from '@/ui/components/chat/chat-layout'
import { useT } from '../../i18n/use-t'
import { AssistantHeading } from './assistant-heading'
import { Conversation } from './conversation'
import { SupportChat } from './support-chat'
import { useAssistantChat } from './use-assistant-chat'
import { useSupportChat } from './use-support-chat'

export type EmbeddedChatProps = {
  kind: 'general' | 'support'
  /** Fills its container; otherwise the chat is 400 px high (spec §2). */
  isFullHeight?: boolean
  /** The optional mode without the header (e.g. inside a dialog that has its own title). */
  isHeaderHidden?: boolean
}

/** The chat embedded in a page or dialog rather than floating (spec §2 "embedded variant"). */
export function EmbeddedChat({ kind, isFullHeight = false, isHeaderHidden = false }: EmbeddedChatProps) {
  const t = useT()
  const titleId = useId()
  return (
    <section
      className="chat-embedded"
      data-full-height={isFullHeight || undefined}
      style={panelCssVariables() as CSSProperties}
      aria-labelledby={isHeaderHidden ? undefined : titleId}
      aria-label={isHeaderHidden ? t(`chat.title.${kind}`) : undefined}
    >
      {isHeaderHidden ? null : (
        <div className="chat-panel__header">
          <AssistantHeading id={titleId} kind={kind} />
        </div>
      )}
      {kind === 'support' ? <EmbeddedSupport /> : <EmbeddedGeneral />}
    </section>
  )
}

function EmbeddedGeneral() {
  const chat = useAssistantChat('general')
  return <Conversation chat={chat} kind="general" place="embedded" />
}

function EmbeddedSupport() {
  const support = useSupportChat()
  return <SupportChat support={support} place="embedded" />
}
