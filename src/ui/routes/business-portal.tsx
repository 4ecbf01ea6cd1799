import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { pickText } from '@domain/i18n/localized-text'
import { MyClaims } from '../components/claims/my-claims'
import { BusinessSections } from '../components/owner/business-sections'
import { MyBusinesses } from '../components/owner/my-businesses'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { myListingsQuery } from '../queries/owners'
import { RequireSession } from '../session/require-session'
import { usePorts } from '../use-router-context'

export const Route = createFileRoute('/business-portal')({
  head: ({ match }) => pageHead(match, 'businessPortal.title'),
  component: BusinessPortalPage,
})

// Spec §6: the Business Portal is for owners; an account that added a business owns it while it is reviewed,
// and an account without a business is shown how to claim or add one.
function BusinessPortalPage() {
  return (
    <RequireSession titleKey="businessPortal.title">
      {({ user }) => <OwnerPortal userId={user.id} />}
    </RequireSession>
  )
}

function OwnerPortal({ userId }: { userId: string }) {
  const t = useT()
  const locale = useLocale()
  const { data, isError, refetch } = useQuery(myListingsQuery(usePorts().owners, userId))
  const [chosenId, setChosenId] = useState<number | null>(null)
  const chosen = data?.find((l) => l.id === chosenId) ?? (data?.length === 1 ? data[0] : undefined)
  return (
    <article className="page business-portal">
      <h1>{t('businessPortal.title')}</h1>
      <p className="lead">{t('businessPortal.intro')}</p>
      {isError ? (
        <div role="alert">
          <p>{t('portal.loadFailed')}</p>
          <button type="button" className="button" onClick={() => void refetch()}>
            {t('portal.retry')}
          </button>
        </div>
      ) : !data ? (
        <p role="status">{t('portal.loading')}</p>
      ) : (
        <>
          <MyBusinesses listings={data} chosenId={chosen?.id ?? null} onChoose={setChosenId} />
          {chosen ? (
            <section aria-labelledby="chosen-business-title">
              <h2 id="chosen-business-title">{pickText(chosen.name, locale)}</h2>
              <BusinessSections key={chosen.id} businessId={chosen.id} name={pickText(chosen.name, locale)} />
            </section>
          ) : null}
        </>
      )}
      <MyClaims userId={userId} isHiddenWhenEmpty />
    </article>
  )
}
