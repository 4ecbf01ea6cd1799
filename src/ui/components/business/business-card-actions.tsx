import { useState } from 'react'
import { useBusinessEvent } from '../../analytics/use-business-event'
import { useT } from '../../i18n/use-t'
import { AskAiButton } from '../ask-ai/ask-ai-button'
import { SaveButton } from '../saved/save-button'
import { BusinessPreviewDialog } from './business-preview-dialog'

/** Spec §4: every business card offers Preview and Ask AI, each opening its dialog for that business. */
export function BusinessCardActions({
  business,
  name,
  className = 'card__actions',
}: {
  business: { id: number; slug: string }
  name: string
  className?: string
}) {
  const t = useT()
  const [isPreviewOpen, setIsPreviewOpen] = useState(false)
  const report = useBusinessEvent(business.id)
  return (
    <div className={className}>
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('business.previewOf', { name })}
        onClick={() => {
          setIsPreviewOpen(true)
          report('business_preview')
        }}
      >
        {t('business.preview')}
      </button>
      <AskAiButton businessSlug={business.slug} businessName={name} />
      <SaveButton businessId={business.id} name={name} />
      <BusinessPreviewDialog
        businessId={business.id}
        title={name}
        isOpen={isPreviewOpen}
        onClose={() => setIsPreviewOpen(false)}
      />
    </div>
  )
}
