import { createFileRoute } from '@tanstack/react-router'
import { CategoryEditor } from '../components/admin-content/category-editor'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/categories')({
  head: ({ match }) => pageHead(match, 'adminContent.categories.title'),
  component: CategoryEditor,
})
