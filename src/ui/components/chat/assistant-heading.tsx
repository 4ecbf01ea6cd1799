import type { WidgetChatKind } from '@domain/chat/chat-kind'
import { useT } from '../../i18n/use-t'

/** Spec §1: the Cyprus AI Assistant's title always carries its tagline underneath; other assistants have none. */
export function AssistantHeading({ id, kind }: { id: string; kind: WidgetChatKind }) {
  const t = useT()
  return (
    <div className="chat-panel__heading">
      <h2 id={id} className="chat-panel__title">
        {t(`chat.title.${kind}`)}
      </h2>
      {kind === 'general' ? <AssistantTagline /> : null}
    </div>
  )
}

export function AssistantTagline() {
  const t = useT()
  return <p className="chat-panel__tagline">{t('chat.tagline.general')}</p>
}
