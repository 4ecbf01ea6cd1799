import { createFileRoute } from '@tanstack/react-router'
import { NewBusinessForm } from '../components/admin-businesses/new-business-form'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/businesses/new')({
  head: ({ match }) => pageHead(match, 'adminBiz.addTitle'),
  component: NewBusinessForm,
})
