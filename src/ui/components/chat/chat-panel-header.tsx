import type { WidgetChatKind } from '@/domain/chat/chat-kind'
import type { PanelSize } from '@/domain/chat/chat-layout'
import { useT } from '../../i18n/use-t'
import { CloseIcon } from '../icons'

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
      <h2 id={titleId} className="chat-panel__title">
        {t(`chat.title.${kind}`)}
      </h2>
      <div className="chat-panel__actions">
        {kind === 'support' ? (
          <button type="button" className="chat-icon-button" onClick={onClear} title={t('chat.clearHistory')}>
            <svg
              viewBox="0 0 24 24"
              width="1em"
              height="1em"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
              <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
            </svg>
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
            <svg
              viewBox="0 0 24 24"
              width="1em"
              height="1em"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
              focusable="false"
            >
              <path d="M12 3l2.5 5.5L20 11l-5.5 2.5L12 19l-2.5-5.5L4 11l5.5-2.5z" />
            </svg>
            <span className="visually-hidden">{t('chat.openAssistant')}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="chat-icon-button chat-panel__resize"
          onClick={onToggleSize}
          title={t(isMaximised ? 'chat.restore' : 'chat.maximise')}
        >
          <svg
            viewBox="0 0 24 24"
            width="1em"
            height="1em"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
            focusable="false"
          >
            {isMaximised ? <path d="M9 3v6H3M15 21v-6h6" /> : <path d="M15 3h6v6M9 21H3v-6" />}
          </svg>
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
