import { createFileRoute } from '@tanstack/react-router'
import { TERMS_UPDATED } from '@content/terms/terms-content'
import { ProseSections } from '../components/info/prose-sections'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { useLocale } from '../i18n/use-locale'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/terms-and-conditions')({
  head: ({ match }) => pageHead(match, 'terms.title'),
  component: TermsPage,
})

/** The terms, then the privacy policy at #privacy (the footer's privacy link; docs/info-pages.md). */
function TermsPage() {
  const locale = useLocale()
  const terms = usePageContent('terms')
  const privacy = usePageContent('privacy')
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(TERMS_UPDATED),
  )
  return (
    <InfoPage titleKey="terms.title" introKey="terms.intro">
      <p className="info-updated">
        {terms.updatedLabel}: <time dateTime={TERMS_UPDATED}>{updated}</time>
      </p>
      <ProseSections sections={terms.sections} />
      <section id="privacy" className="info-privacy" aria-labelledby="privacy-heading" tabIndex={-1}>
        <h2 id="privacy-heading">{privacy.heading}</h2>
        <p>{privacy.intro}</p>
        <ProseSections sections={privacy.sections} level={3} />
      </section>
    </InfoPage>
  )
}
