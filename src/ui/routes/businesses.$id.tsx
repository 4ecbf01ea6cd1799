import { createFileRoute } from '@tanstack/react-router'
import { BusinessPageSkeleton } from '../components/business/business-skeletons'
import { loadErrorFor } from '../components/load-error'
import { businessHead, loadBusiness, lookupFromSegment } from './-business-loader'
import { BusinessPage } from './-business-page'

export const Route = createFileRoute('/businesses/$id')({
  loader: ({ context, params }) => loadBusiness(context, lookupFromSegment(params.id)),
  head: ({ match, loaderData }) => businessHead(match, loaderData),
  errorComponent: loadErrorFor('error.business'),
  pendingComponent: BusinessPageSkeleton,
  component: BusinessByIdPage,
})

function BusinessByIdPage() {
  const { id } = Route.useParams()
  return <BusinessPage lookup={lookupFromSegment(id)} />
}
