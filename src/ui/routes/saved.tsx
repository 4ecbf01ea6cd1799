import { createFileRoute } from '@tanstack/react-router'
import { SavedListsPage } from '../components/saved/saved-lists-page'
import { pageHead } from '../page-head'

// The lists live in the browser or the account, both known only after hydration: the server renders the frame.
export const Route = createFileRoute('/saved')({
  head: ({ match }) =>
    pageHead(match, 'saved.title', { description: match.context.i18n.t('saved.description') }),
  component: SavedListsPage,
})
