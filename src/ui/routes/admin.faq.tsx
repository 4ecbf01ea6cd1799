import { createFileRoute } from '@tanstack/react-router'
import { FaqScreen } from '../components/admin/faq/faq-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/faq')({
  head: ({ match }) => pageHead(match, 'adminContent.faq.title'),
  component: FaqScreen,
})
