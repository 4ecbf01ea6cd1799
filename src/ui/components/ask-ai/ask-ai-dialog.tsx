import { useT } from '../../i18n/use-t'
import { Conversation } from '../chat/conversation'
import { useAssistantChat } from '../chat/use-assistant-chat'
import { Dialog } from '../dialog/dialog'

/**
 * Ask AI about one business (spec §2): the welcome message, six starter questions while only the welcome exists,
 * the input, send and the typing indicator; the apologies of spec §8 on failure.
 */
export function AskAiDialog({
  isOpen,
  onClose,
  businessSlug,
  businessName,
}: {
  isOpen: boolean
  onClose(): void
  businessSlug: string
  businessName: string
}) {
  const t = useT()
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('askAi.title', { name: businessName })}
      size="lg"
      height="tall"
    >
      <AskAiConversation businessSlug={businessSlug} businessName={businessName} />
    </Dialog>
  )
}

function AskAiConversation({ businessSlug, businessName }: { businessSlug: string; businessName: string }) {
  const chat = useAssistantChat('askAi', businessSlug)
  return (
    <div className="ask-ai">
      <Conversation chat={chat} kind="askAi" place="dialog" values={{ name: businessName }} />
    </div>
  )
}
