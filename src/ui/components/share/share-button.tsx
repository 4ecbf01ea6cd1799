import { canonicalUrl } from '@domain/seo/page-urls'
import { useT } from '../../i18n/use-t'
import { useAppContext, usePorts } from '../../use-router-context'
import { useToast } from '../toast/toast-provider'

/**
 * Share this page: the device's share sheet where the browser has one, otherwise the link is copied and a toast
 * says so. The link is the page's canonical address (one URL per business or article, whichever was opened).
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const t = useT()
  const { page } = usePorts()
  const { publicOrigin } = useAppContext()
  const { showToast } = useToast()
  const share = async () => {
    try {
      const outcome = await page.share({ title, url: canonicalUrl(publicOrigin, path) })
      if (outcome === 'copied') showToast({ variant: 'success', titleKey: 'share.copied' })
    } catch {
      showToast({ variant: 'error', titleKey: 'share.failed' })
    }
  }
  return (
    <button type="button" className="button button--ghost share-button" onClick={() => void share()}>
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('share.button')}
    </button>
  )
}
