import { createFileRoute } from '@tanstack/react-router'
import { faqPageJsonLd } from '@/domain/content/faq/faq-json-ld'
import { pageContent } from '@/domain/content/info-content'
import { FaqList, GuideList } from '../components/info/faq-list'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { localeOf } from '../i18n/locale-of'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/faq-guides')({
  head: ({ match }) =>
    pageHead(match, 'faq.title', {
      jsonLd: [faqPageJsonLd(pageContent('faq', localeOf(match.context.i18n)))],
    }),
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
