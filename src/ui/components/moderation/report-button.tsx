import { lazy, Suspense, useState } from 'react'
import type { ReportableItem } from '@domain/moderation/moderation'
import { useT } from '../../i18n/use-t'

// The dialog's code loads only when a visitor opens it: every review and photo has a button.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
)

/** "Report" on a review or a photo; `label` names the item for screen readers ("Report the review by Maria"). */
export function ReportButton({ kind, id, label }: { kind: ReportableItem; id: number; label: string }) {
  const t = useT()
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="report-button" aria-label={label} onClick={() => setOpen(true)}>
        {t('report.button')}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
