import { useSuspenseQuery } from '@tanstack/react-query'
import { BusinessDetail } from '../components/business/business-detail'
import { BusinessInquiries } from '../components/business/business-inquiries'
import { NotFoundPage } from '../components/not-found-page'
import { businessQuery, type BusinessLookup } from '../queries/businesses'
import { usePorts } from '../use-router-context'

export function BusinessPage({ lookup }: { lookup: BusinessLookup }) {
  const { businesses } = usePorts()
  const { data: business } = useSuspenseQuery(businessQuery(businesses, lookup))
  if (!business) return <NotFoundPage />
  return (
    <>
      <BusinessDetail business={business} />
      <BusinessInquiries businessId={business.id} />
    </>
  )
}
