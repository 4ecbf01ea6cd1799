import { createFileRoute } from '@tanstack/react-router'
import { CategoriesScreen } from '../components/admin/categories/categories-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/categories')({
  head: ({ match }) => pageHead(match, 'adminContent.categories.title'),
  component: CategoriesScreen,
})
