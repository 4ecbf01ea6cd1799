import { useEffect, useRef, useState } from 'react'
import type { SubscriberFilter } from '@domain/admin/business-directory'
import { IncompleteExportError, type ExportProgress } from '@domain/admin/csv-export'
import { ProgressBar } from '../kit/progress-bar'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'
import { useBusinessFailure } from '../businesses/business-failure'

type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: ExportProgress | null }
  | { phase: 'saved'; total: number }
  | { phase: 'incomplete'; rows: number; total: number }
  | { phase: 'failed'; text: string }

/**
 * "Download CSV" with the rows received so far; a download that broke off part way is said so plainly and never
 * saved as a file, with a retry. The outcome takes focus when it appears.
 */
export function SubscribersExport({ filter }: { filter: Omit<SubscriberFilter, 'page'> }) {
  const t = useT()
  const failure = useBusinessFailure()
  const { adminBusinesses } = usePorts()
  const [state, setState] = useState<ExportState>({ phase: 'idle' })
  const outcomeRef = useRef<HTMLDivElement>(null)
  const isOutcome = state.phase === 'saved' || state.phase === 'incomplete' || state.phase === 'failed'
  useEffect(() => {
    if (isOutcome) outcomeRef.current?.focus()
  }, [isOutcome])

  const download = async () => {
    setState({ phase: 'running', progress: null })
    try {
      const blob = await adminBusinesses.subscribersCsv({ q: filter.q, status: filter.status }, (progress) =>
        setState({ phase: 'running', progress }),
      )
      saveFile(blob, 'newsletter-subscribers.csv')
      setState((current) => ({
        phase: 'saved',
        total: current.phase === 'running' ? (current.progress?.total ?? 0) : 0,
      }))
    } catch (error) {
      setState(
        error instanceof IncompleteExportError
          ? { phase: 'incomplete', rows: error.rows, total: error.total }
          : { phase: 'failed', text: failure(error) },
      )
    }
  }

  return (
    <div className="admin-news__export">
      <p>
        <button
          type="button"
          className="button"
          disabled={state.phase === 'running'}
          onClick={() => void download()}
        >
          {state.phase === 'running' ? t('adminNews.downloading') : t('adminNews.download')}
        </button>
      </p>
      {state.phase === 'running' && state.progress ? (
        <>
          <ProgressBar
            label={t('adminBulk.export.progressLabel')}
            value={state.progress.rows}
            max={state.progress.total}
          />
          <p>{t('adminBulk.export.progress', { rows: state.progress.rows, total: state.progress.total })}</p>
        </>
      ) : null}
      {isOutcome ? (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className="admin-export__outcome"
          role={state.phase === 'saved' ? 'status' : 'alert'}
        >
          {state.phase === 'saved' ? <p>{t('adminBulk.export.saved', { total: state.total })}</p> : null}
          {state.phase === 'incomplete' ? (
            <p>{t('adminBulk.export.truncated', { rows: state.rows, total: state.total })}</p>
          ) : null}
          {state.phase === 'failed' ? <p>{state.text}</p> : null}
          {state.phase === 'saved' ? null : (
            <button type="button" className="button" onClick={() => void download()}>
              {t('adminBulk.export.retry')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}

/** Hands a fetched file to the browser as a download. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the object URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
