import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BusinessDetail } from '../components/business/business-detail'
import { BusinessInquiries } from '../components/business/business-inquiries'
import { NotFoundPage } from '../components/not-found-page'
import { businessQuery, type BusinessLookup } from '../queries/businesses'
import { usePorts } from '../use-router-context'

export function BusinessPage({ lookup }: { lookup: BusinessLookup }) {
  const { businesses, recentlyViewed } = usePorts()
  const { data: business } = useSuspenseQuery(businessQuery(businesses, lookup))
  const businessId = business?.id
  // Kept in this browser only: nothing of it is sent (issue 32).
  useEffect(() => {
    if (businessId !== undefined) void recentlyViewed.record(businessId)
  }, [businessId, recentlyViewed])
  if (!business) return <NotFoundPage />
  return (
    <>
      <BusinessDetail business={business} />
      <BusinessInquiries businessId={business.id} />
    </>
  )
}
