import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { SparkleIcon } from '../chat/chat-icons'
import { AskAiDialog } from './ask-ai-dialog'

/** The Ask AI button of a business (page and preview); the dialog's conversation lasts while it is open. */
export function AskAiButton({ businessSlug, businessName }: { businessSlug: string; businessName: string }) {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--ghost ask-ai-button"
        aria-label={t('askAi.buttonLabel', { name: businessName })}
        onClick={() => setOpen(true)}
      >
        <SparkleIcon />
        {t('askAi.button')}
      </button>
      {isOpen ? (
        <AskAiDialog
          isOpen
          onClose={() => setOpen(false)}
          businessSlug={businessSlug}
          businessName={businessName}
        />
      ) : null}
    </>
  )
}
