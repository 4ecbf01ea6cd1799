import { createFileRoute } from '@tanstack/react-router'
import { BusinessPageSkeleton } from '../components/business/business-skeletons'
import { loadErrorFor } from '../components/load-error'
import type { BusinessLookup } from '../queries/businesses'
import { businessHead, loadBusiness } from './-business-loader'
import { BusinessPage } from './-business-page'

// Spec §2: a business under a category path; the API checks that the category holds it.
function lookupByPath(params: { categorySlug: string; businessSlug: string }): BusinessLookup {
  return { by: 'path', path: `${params.categorySlug}/${params.businessSlug}` }
}

export const Route = createFileRoute('/businesses/$categorySlug/$businessSlug')({
  loader: ({ context, params }) => loadBusiness(context, lookupByPath(params)),
  head: ({ match, loaderData }) => businessHead(match, loaderData),
  errorComponent: loadErrorFor('error.business'),
  pendingComponent: BusinessPageSkeleton,
  component: BusinessByPathPage,
})

function BusinessByPathPage() {
  return <BusinessPage lookup={lookupByPath(Route.useParams())} />
}
