import { createFileRoute } from '@tanstack/react-router'
import { BusinessPageSkeleton } from '../components/business/business-skeletons'
import { loadErrorFor } from '../components/load-error'
import { businessHead, loadBusiness } from './-business-loader'
import { BusinessPage } from './-business-page'

// Spec §2: every other single segment is a business slug; an unknown one is the not-found page (HTTP 404).
export const Route = createFileRoute('/$businessSlug')({
  loader: ({ context, params }) => loadBusiness(context, { by: 'slug', slug: params.businessSlug }),
  head: ({ match, loaderData }) => businessHead(match, loaderData),
  errorComponent: loadErrorFor('error.business'),
  pendingComponent: BusinessPageSkeleton,
  component: BusinessBySlugPage,
})

function BusinessBySlugPage() {
  const { businessSlug } = Route.useParams()
  return <BusinessPage lookup={{ by: 'slug', slug: businessSlug }} />
}
