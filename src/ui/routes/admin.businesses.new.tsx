import { createFileRoute } from '@tanstack/react-router'
import { NewBusinessScreen } from '../components/admin/businesses/new-business-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/businesses/new')({
  head: ({ match }) => pageHead(match, 'adminBiz.addTitle'),
  component: NewBusinessScreen,
})
