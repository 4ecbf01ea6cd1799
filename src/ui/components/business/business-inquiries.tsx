import { canUse } from '@domain/plans/plan-features'
import { usePlanFeatures } from '../../queries/owner-tools'
import { LeadForm } from './lead-form'
import { MessageForm } from './message-form'

/** The ways a visitor can write to the business, as its plan allows (none on Basic). */
export function BusinessInquiries({ businessId }: { businessId: number }) {
  const features = usePlanFeatures(businessId)
  const hasLeads = canUse(features, 'lead_generation_form')
  const hasMessages = canUse(features, 'direct_messages')
  if (!hasLeads && !hasMessages) return null
  return (
    <div className="container business-inquiries">
      {hasLeads && <LeadForm businessId={businessId} />}
      {hasMessages && <MessageForm businessId={businessId} />}
    </div>
  )
}
