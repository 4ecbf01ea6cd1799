import { createFileRoute } from '@tanstack/react-router'
import { FaqEditor } from '../components/admin-content/faq-editor'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/faq')({
  head: ({ match }) => pageHead(match, 'adminContent.faq.title'),
  component: FaqEditor,
})
