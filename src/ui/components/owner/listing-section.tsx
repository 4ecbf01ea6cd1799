import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { myListingsQuery } from '../../queries/owners'
import { useSession } from '../../session/session-context'
import { usePorts } from '../../use-router-context'
import { ListingEditor } from './listing-editor/listing-editor'

/** The portal's "Listing" section: the editor over the owner's copy of the listing. */
export function ListingSection({ businessId }: { businessId: number }) {
  const t = useT()
  const { user } = useSession()
  const userId = user?.id ?? ''
  const { data } = useQuery(myListingsQuery(usePorts().owners, userId))
  const listing = data?.find((l) => l.id === businessId)
  if (!listing) return <p role="status">{t('portal.loading')}</p>
  return <ListingEditor key={listing.id} listing={listing} userId={userId} />
}
