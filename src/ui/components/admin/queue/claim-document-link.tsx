import { useEffect, useState } from 'react'
import { useT } from '../../../i18n/use-t'
import { usePorts } from '../../../use-router-context'

/**
 * A claim's document, fetched with the admin's token only when asked for (it is never a public file), then opened
 * from a blob URL that is released with the component.
 */
export function ClaimDocumentLink({ claimId }: { claimId: number }) {
  const t = useT()
  const { workQueue } = usePorts()
  const [url, setUrl] = useState<string | null>(null)
  const [isFailed, setFailed] = useState(false)
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  const load = async () => {
    setFailed(false)
    try {
      const document = await workQueue.claimDocument(claimId)
      // A copy into a plain ArrayBuffer: Blob takes it on every TypeScript lib version.
      const blob = new Blob([document.bytes.slice().buffer], { type: document.contentType })
      setUrl(URL.createObjectURL(blob))
    } catch {
      setFailed(true)
    }
  }
  if (url)
    return (
      <a href={url} target="_blank" rel="noopener">
        {t('workQueue.openDocument')}
      </a>
    )
  return (
    <>
      <button type="button" className="button button--link" onClick={() => void load()}>
        {t('workQueue.loadDocument')}
      </button>
      {isFailed ? <span role="alert"> {t('workQueue.failed')}</span> : null}
    </>
  )
}
