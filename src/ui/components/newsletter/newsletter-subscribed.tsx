import { useState } from 'react'
import { useSubmission } from '../../forms/use-submission'
import { useT } from '../../i18n/use-t'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { useToast } from '../toast/toast-provider'
import { UnsubscribeConfirmDialog } from './unsubscribe-confirm-dialog'

/** Spec §4, §5, §8: the signed-in subscriber's status, and unsubscribing after a confirmation. */
export function NewsletterSubscribed({ onUnsubscribed }: { onUnsubscribed(): void }) {
  const t = useT()
  const { newsletter } = usePorts()
  const session = useSession()
  const { showToast } = useToast()
  const [isConfirming, setIsConfirming] = useState(false)
  const unsubscribing = useSubmission<string, { kind: 'done' }>({
    send: async (email) => {
      await newsletter.unsubscribe(email)
      showToast({
        variant: 'success',
        titleKey: 'newsletter.unsubscribe.success.title',
        messageKey: 'newsletter.unsubscribe.success.message',
      })
      onUnsubscribed()
      return { kind: 'done' }
    },
    fallback: 'newsletter.unsubscribe.failed.message',
    network: 'newsletter.network.message',
    onFailure: (_, text) => {
      showToast({ variant: 'error', titleKey: 'newsletter.unsubscribe.failed.title', messageKey: text.key })
      return { kind: 'failed', text }
    },
  })

  async function unsubscribe() {
    setIsConfirming(false)
    // Spec §8: 'User not logged in' when the session ended in the meantime.
    if (!session.user || !session.token)
      return showToast({ variant: 'error', titleKey: 'newsletter.unsubscribe.notLoggedIn' })
    await unsubscribing.submit(session.user.email)
  }

  return (
    <div className="newsletter__status">
      <p>{t('newsletter.status.subscribed')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={unsubscribing.isSending}
        onClick={() => setIsConfirming(true)}
      >
        {unsubscribing.isSending ? t('newsletter.unsubscribe.working') : t('newsletter.unsubscribe')}
      </button>
      <UnsubscribeConfirmDialog
        isOpen={isConfirming}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => void unsubscribe()}
      />
    </div>
  )
}
