import { createFileRoute, Link } from '@tanstack/react-router'
import { ContactForm } from '../components/info/contact-form'
import { ProseSections } from '../components/info/prose-sections'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'
import { CONTACT_EMAIL } from '../site-links'

type ContactSearch = { openChat?: 'scheduling' }

export const Route = createFileRoute('/contact')({
  // Spec §2: ?openChat=scheduling opens the scheduling chat (the chat widget reads it); anything else is dropped.
  validateSearch: (search: Record<string, unknown>): ContactSearch =>
    search.openChat === 'scheduling' ? { openChat: 'scheduling' } : {},
  head: ({ match }) => pageHead(match, 'contact.title'),
  component: ContactPage,
})

function ContactPage() {
  const contact = usePageContent('contact')
  const { ports } = Route.useRouteContext()
  return (
    <InfoPage titleKey="contact.title" introKey="contact.intro" values={{ email: CONTACT_EMAIL }}>
      <ProseSections sections={contact.sections} />
      <section className="info-section" aria-labelledby="contact-details">
        <h2 id="contact-details">{contact.detailsHeading}</h2>
        <dl className="contact-details">
          <dt>{contact.emailLabel}</dt>
          <dd>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </dd>
          <dt>{contact.hoursLabel}</dt>
          <dd>{contact.hours}</dd>
        </dl>
        <p>{contact.bookCallText}</p>
        <p>
          <Link to="/contact" search={{ openChat: 'scheduling' }} className="button">
            {contact.bookCall}
          </Link>
        </p>
      </section>
      <ContactForm contact={ports.contact} topics={contact.topics} />
    </InfoPage>
  )
}
