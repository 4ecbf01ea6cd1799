import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { faqPageJsonLd } from '@content/faq/faq-json-ld'
import { withFaqQuestions } from '@content/faq/faq-questions'
import { FaqList, GuideList } from '../components/info/faq-list'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { localeOf } from '../i18n/locale-of'
import { useLocale } from '../i18n/use-locale'
import { pageHead } from '../page-head'
import { faqQuery } from '../queries/faq'

// The head's FAQPage data needs the questions: they are loaded on demand, so the information pages' text (three
// languages) stays out of the JavaScript every first visit loads. The questions themselves are the admins' (API).
const loadPageContent = async () => (await import('@content/info-content')).pageContent

export const Route = createFileRoute('/faq-guides')({
  loader: async ({ context }) => {
    const locale = localeOf(context.i18n)
    const [pageContent, questions] = await Promise.all([
      loadPageContent(),
      context.queryClient.ensureQueryData(faqQuery(context.ports.faq, locale)),
    ])
    return { faq: withFaqQuestions(pageContent('faq', locale), questions) }
  },
  head: ({ match, loaderData }) =>
    pageHead(match, 'faq.title', { jsonLd: loaderData ? [faqPageJsonLd(loaderData.faq)] : [] }),
  component: FaqGuidesPage,
})

function FaqGuidesPage() {
  const { ports } = Route.useRouteContext()
  const { data: questions } = useSuspenseQuery(faqQuery(ports.faq, useLocale()))
  const faq = withFaqQuestions(usePageContent('faq'), questions)
  return (
    <InfoPage titleKey="faq.title" introKey="faq.intro">
      <FaqList faq={faq} />
      <GuideList faq={faq} />
    </InfoPage>
  )
}
