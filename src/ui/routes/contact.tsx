import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../components/info-page'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { CONTACT_EMAIL } from '../site-links'

export const Route = createFileRoute('/contact')({
  head: ({ match }) => pageHead(match, 'contact.title'),
  component: ContactPage,
})

function ContactPage() {
  const t = useT()
  return (
    <InfoPage titleKey="contact.title" introKey="contact.intro" values={{ email: CONTACT_EMAIL }}>
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`}>{t('topbar.email', { email: CONTACT_EMAIL })}</a>
      </p>
    </InfoPage>
  )
}
