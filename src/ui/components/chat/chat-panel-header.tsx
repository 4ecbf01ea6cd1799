import type { WidgetChatKind } from '@domain/chat/chat-kind'
import type { PanelSize } from '@/ui/components/chat/chat-layout'
import { useT } from '../../i18n/use-t'
import { CloseIcon } from '../icons'
import { AssistantHeading } from './assistant-heading'
import { MaximiseIcon, RestoreIcon, SparkleIcon, TrashIcon } from './chat-icons'

/** Spec §2: the title, clear history and the full-screen assistant (support), maximise/restore and close. */
export function ChatPanelHeader({
  titleId,
  kind,
  size,
  canOpenAssistant,
  onClear,
  onOpenAssistant,
  onToggleSize,
  onClose,
}: {
  titleId: string
  kind: WidgetChatKind
  size: PanelSize
  canOpenAssistant: boolean
  onClear(): void
  onOpenAssistant(): void
  onToggleSize(): void
  onClose(): void
}) {
  const t = useT()
  const isMaximised = size === 'maximised'
  return (
    <div className="chat-panel__header">
      <AssistantHeading id={titleId} kind={kind} />
      <div className="chat-panel__actions">
        {kind === 'support' ? (
          <button type="button" className="chat-icon-button" onClick={onClear} title={t('chat.clearHistory')}>
            <TrashIcon />
            <span className="visually-hidden">{t('chat.clearHistory')}</span>
          </button>
        ) : null}
        {kind === 'support' && canOpenAssistant ? (
          <button
            type="button"
            className="chat-icon-button"
            onClick={onOpenAssistant}
            title={t('chat.openAssistant')}
          >
            <SparkleIcon />
            <span className="visually-hidden">{t('chat.openAssistant')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="chat-icon-button chat-panel__resize"
          onClick={onToggleSize}
          title={t(isMaximised ? 'chat.restore' : 'chat.maximise')}
        >
          {isMaximised ? <RestoreIcon /> : <MaximiseIcon />}
          <span className="visually-hidden">{t(isMaximised ? 'chat.restore' : 'chat.maximise')}</span>
        </button>
        <button type="button" className="chat-icon-button" onClick={onClose} title={t('chat.close')}>
          <CloseIcon />
          <span className="visually-hidden">{t('chat.close')}</span>
        </button>
      </div>
    </div>
  )
}
