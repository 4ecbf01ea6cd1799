import type { RefObject } from 'react'
import type { BulkProgress } from '@domain/admin/bulk-run'
import { useT, type TextKey } from '../../../i18n/use-t'
import type { BulkFailureKey } from './bulk-failure'

type SummaryProps<Item> = {
  outcome: BulkProgress<Item, BulkFailureKey>
  actionLabel: string
  nameOf: (item: Item) => string
  onRetry: () => void
  onClose: () => void
  summaryRef: RefObject<HTMLDivElement | null>
}

/**
 * What a bulk run came to: a status when everything was done, an alert naming each failed item and why, with a
 * retry of just those. It takes focus when it appears, so the outcome is read out at once.
 */
export function BulkSummary<Item>({
  outcome,
  actionLabel,
  nameOf,
  onRetry,
  onClose,
  summaryRef,
}: SummaryProps<Item>) {
  const t = useT()
  const hasFailed = outcome.failed.length > 0
  const headline: { key: TextKey; values: Record<string, string | number> } = hasFailed
    ? {
        key: 'adminBulk.someFailed',
        values: {
          action: actionLabel,
          succeeded: outcome.succeeded.length,
          total: outcome.total,
          failed: outcome.failed.length,
        },
      }
    : { key: 'adminBulk.allDone', values: { action: actionLabel, total: outcome.done } }
  return (
    <div ref={summaryRef} tabIndex={-1} className="bulk-bar__summary" role={hasFailed ? 'alert' : 'status'}>
      <p>{t(headline.key, headline.values)}</p>
      {outcome.isCancelled && outcome.notDone.length > 0 ? (
        <p>{t('adminBulk.cancelled', { notDone: outcome.notDone.length })}</p>
      ) : null}
      {hasFailed ? (
        <ul className="bulk-bar__failures">
          {outcome.failed.map((failure, index) => (
            <li key={index} data-code={failure.code}>
              <strong>{nameOf(failure.item)}</strong>: {t(failure.messageKey)}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="form-actions">
        {hasFailed ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('adminBulk.retry')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          {t('adminBulk.close')}
        </button>
      </div>
    </div>
  )
}
