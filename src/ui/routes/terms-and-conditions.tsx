import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/terms-and-conditions')({
  head: ({ match }) => pageHead(match, 'terms.title'),
  component: TermsPage,
})

function TermsPage() {
  const t = useT()
  return (
    <InfoPage titleKey="terms.title" introKey="terms.intro">
      <section id="privacy" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t('terms.privacyTitle')}</h2>
        <p>{t('terms.privacy')}</p>
      </section>
    </InfoPage>
  )
}
