import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadErrorFor } from '../components/load-error'
import { SharedListPage } from '../components/saved/shared-list-page'
import { sharedListQuery } from '../components/saved/shared-list-query'
import { titledHead } from '../page-head'

// Server-rendered and hydrated like the business pages; noindex by its path (isPrivatePath).
export const Route = createFileRoute('/lists/$shareId')({
  loader: ({ context: { queryClient, ports }, params }) =>
    queryClient.ensureQueryData(sharedListQuery(ports, params.shareId)),
  head: ({ match, loaderData }) => {
    const { i18n } = match.context
    const name = loaderData
      ? loaderData.list.name || i18n.t('saved.defaultName')
      : i18n.t('saved.sharedMissing')
    return titledHead(match, i18n.t('saved.sharedTitle', { name }), {
      description: i18n.t('saved.sharedIntro'),
    })
  },
  errorComponent: loadErrorFor('saved.loadFailed'),
  component: SharedListRoute,
})

function SharedListRoute() {
  const { shareId } = Route.useParams()
  const { ports } = Route.useRouteContext()
  const { data } = useSuspenseQuery(sharedListQuery(ports, shareId))
  return <SharedListPage view={data} />
}
