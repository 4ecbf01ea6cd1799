import { useState } from 'react'
import { useT } from '../../i18n/use-t'
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
