import { createFileRoute, notFound } from '@tanstack/react-router'
import { BusinessScreen } from '../components/admin/businesses/business-screen'
import { pageHead } from '../page-head'

const ID = /^[1-9][0-9]{0,9}$/

export const Route = createFileRoute('/admin/businesses/$id')({
  // The id is input: anything but a positive integer is no business.
  params: {
    parse: ({ id }) => {
      if (!ID.test(id) || Number(id) > 2_147_483_647) throw notFound()
      return { id }
    },
  },
  head: ({ match }) => pageHead(match, 'adminBiz.detailTitle'),
  component: BusinessPage,
})

function BusinessPage() {
  const { id } = Route.useParams()
  return <BusinessScreen key={id} businessId={Number(id)} />
}
