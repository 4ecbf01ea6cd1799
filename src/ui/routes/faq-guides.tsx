import { createFileRoute } from '@tanstack/react-router'
import { faqPageJsonLd } from '@content/faq/faq-json-ld'
import { FaqList, GuideList } from '../components/info/faq-list'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { localeOf } from '../i18n/locale-of'
import { pageHead } from '../page-head'

// The head's FAQPage data needs the questions: they are loaded on demand, so the information pages' text (three
// languages) stays out of the JavaScript every first visit loads.
const loadPageContent = async () => (await import('@content/info-content')).pageContent

export const Route = createFileRoute('/faq-guides')({
  loader: async ({ context }) => ({ faq: (await loadPageContent())('faq', localeOf(context.i18n)) }),
  head: ({ match, loaderData }) =>
    pageHead(match, 'faq.title', { jsonLd: loaderData ? [faqPageJsonLd(loaderData.faq)] : [] }),
  component: FaqGuidesPage,
})

function FaqGuidesPage() {
  const faq = usePageContent('faq')
  return (
    <InfoPage titleKey="faq.title" introKey="faq.intro">
      <FaqList faq={faq} />
      <GuideList faq={faq} />
    </InfoPage>
  )
}
