import { lazy, Suspense, useState } from 'react'
import type { Business } from '@domain/business/business'
import { useT } from '../../i18n/use-t'

// The form's code loads when a visitor opens it: the business page's first download stays within its budget.
const SuggestEditDialog = lazy(() =>
  import('./suggest-edit-dialog').then((module) => ({ default: module.SuggestEditDialog })),
)

/** "Suggest an edit" on the business page and in the preview; `name` is the business's name in this language. */
export function SuggestEditButton({ business, name }: { business: Business; name: string }) {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--ghost suggest-edit-button"
        aria-label={t('suggestEdit.buttonLabel', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('suggestEdit.button')}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SuggestEditDialog business={business} name={name} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
