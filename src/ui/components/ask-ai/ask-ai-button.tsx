import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { SparkleIcon } from '../chat/chat-icons'

// The dialog's code (the conversation and its machine) loads only when a visitor opens it: every card has a button.
const AskAiDialog = lazy(() => import('./ask-ai-dialog').then((module) => ({ default: module.AskAiDialog })))

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
        <Suspense fallback={null}>
          <AskAiDialog
            isOpen
            onClose={() => setOpen(false)}
            businessSlug={businessSlug}
            businessName={businessName}
          />
        </Suspense>
      ) : null}
    </>
  )
}
