import { useEffect, useRef, useState } from 'react'
import { useT } from '../../../i18n/use-t'
import { BulkSummary } from './bulk-summary'
import { ProgressBar } from './progress-bar'
import { ReasonForm } from './reason-form'
import { useBulkRun } from './use-bulk-run'
import type { RowSelection } from './use-row-selection'

export type BulkActionKind = 'hide' | 'restore' | 'approve' | 'dismiss' | 'unpublish' | 'republish'

/** One action the bar offers on the selected rows; each item goes through the one-item endpoint. */
export type BulkAction<Item> = {
  kind: BulkActionKind
  /** A hide's reason is required (its author is mailed it); an unpublish's is optional, for the audit log. */
  reason?: { isRequired: boolean; minLength: number; maxLength: number }
  isDanger?: boolean
  /** Whether the action makes sense for an item (restore only what is hidden); it runs on those only. */
  appliesTo?: (item: Item) => boolean
  run: (item: Item, reason: string | undefined) => Promise<unknown>
}

type BulkActionBarProps<Item> = {
  selection: RowSelection<Item>
  actions: readonly BulkAction<Item>[]
  /** After each run (read the list again). */
  onFinished: () => Promise<unknown> | void
}

type Asked<Item> = { action: BulkAction<Item>; items: readonly Item[] }

/**
 * "N selected" and the actions for them; an action asks for its reason and a confirmation, then shows its
 * progress with a Cancel button, then a summary that names every failed item and offers to retry just those.
 */
export function BulkActionBar<Item>({ selection, actions, onFinished }: BulkActionBarProps<Item>) {
  const t = useT()
  const { state, start, cancel, reset } = useBulkRun<Item>()
  const [asked, setAsked] = useState<Asked<Item> | null>(null)
  const [ran, setRan] = useState<{ action: BulkAction<Item>; reason: string | undefined } | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (state.phase === 'finished') summaryRef.current?.focus()
  }, [state.phase])

  const label = (action: BulkAction<Item>) => t(`adminBulk.action.${action.kind}`)
  const run = async (action: BulkAction<Item>, items: readonly Item[], why: string | undefined) => {
    setRan({ action, reason: why })
    await start(items, (item) => action.run(item, why))
    selection.clear()
    await onFinished()
  }

  if (state.phase === 'running' && ran)
    return (
      <section className="bulk-bar" aria-label={t('adminBulk.label')}>
        <ProgressBar
          label={t('adminBulk.progressLabel')}
          value={state.progress.done}
          max={state.progress.total}
        />
        <p aria-live="polite">
          {t(`adminBulk.progress.${ran.action.kind}`, {
            done: state.progress.done,
            total: state.progress.total,
          })}
        </p>
        {state.isStopping ? <p>{t('adminBulk.stopping')}</p> : null}
        <button type="button" className="button" disabled={state.isStopping} onClick={cancel}>
          {t('adminBulk.stop')}
        </button>
      </section>
    )
  if (state.phase === 'finished' && ran)
    return (
      <section className="bulk-bar" aria-label={t('adminBulk.label')}>
        <BulkSummary
          summaryRef={summaryRef}
          outcome={state.outcome}
          actionLabel={label(ran.action)}
          nameOf={selection.nameOf}
          onRetry={() =>
            void run(
              ran.action,
              state.outcome.failed.map((f) => f.item),
              ran.reason,
            )
          }
          onClose={reset}
        />
      </section>
    )
  if (selection.selected.length === 0) return null
  if (asked)
    return (
      <section className="bulk-bar" aria-label={t('adminBulk.label')}>
        <ReasonForm
          className="bulk-bar__question"
          question={t('adminBulk.confirmQuestion', {
            action: label(asked.action),
            count: asked.items.length,
          })}
          reason={
            asked.action.reason && {
              ...asked.action.reason,
              label: t(
                asked.action.reason.isRequired ? 'adminBulk.reasonLabel' : 'adminBulk.optionalReasonLabel',
              ),
            }
          }
          isDanger={asked.action.isDanger ?? false}
          confirmLabel={t('adminBulk.confirm')}
          cancelLabel={t('adminBulk.back')}
          onConfirm={(why) => {
            setAsked(null)
            void run(asked.action, asked.items, why)
          }}
          onCancel={() => setAsked(null)}
        />
      </section>
    )

  return (
    <section className="bulk-bar" aria-label={t('adminBulk.label')}>
      <p className="bulk-bar__count" role="status">
        {t('adminBulk.selected', { count: selection.selected.length })}
      </p>
      <div className="form-actions">
        {actions.map((action) => {
          const items = selection.selected.filter((item) => action.appliesTo?.(item) ?? true)
          if (items.length === 0) return null
          return (
            <button
              key={action.kind}
              type="button"
              className="button"
              onClick={() => setAsked({ action, items })}
            >
              {label(action)} ({items.length})
            </button>
          )
        })}
        <button type="button" className="button" onClick={selection.clear}>
          {t('adminBulk.clear')}
        </button>
      </div>
    </section>
  )
}
